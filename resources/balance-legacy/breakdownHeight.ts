/** The breakdown chart's height for its bars: the chart's own, and the room the page keeps while its code loads. */
export const breakdownHeight = (bars: number) => 40 + bars * 40;
