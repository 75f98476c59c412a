/** The font families a white-label may name: the configuration offers them, a write names one of them, the screens ship each. */
export const FONT_FAMILIES: readonly string[] = ['Roboto', 'Open Sans', 'Lato', 'Montserrat', 'Poppins', 'Inter'];
