import { defineMessages } from '../../src/i18n/defineMessages';

export const emailSettingsKey = (key: string) => `resources.email-settings.${key}`;

/** The payment e-mail settings page (spec 03 §7: GET settings/{id}, DELETE resets them). */
export const emailSettingsMessages = defineMessages({
  en: {
    resources: {
      'email-settings': {
        name: 'Payment e-mail settings',
        subtitle: 'What the payment e-mails of a shop say: sender, reply-to address, subject and message',
        fields: { shopId: 'Shop', senderName: 'Sender name', replyTo: 'Reply-to address', subject: 'Subject', message: 'Message' },
        choose_shop: 'Choose a shop to see its settings.',
        is_default: 'This shop uses the default wording.',
        updated: 'Changed on',
        save: 'Save',
        saved: 'The settings are saved: the next e-mails of this shop use them.',
        save_failed: 'The settings could not be saved: %{message}',
        load_failed: 'The settings could not be loaded: %{message}',
        reset: 'Back to the default',
        reset_title: 'Back to the default wording?',
        reset_question: "This shop's sender, reply-to, subject and message go back to the default.",
        reset_done: 'The shop uses the default wording again.',
        reset_failed: 'The settings could not be reset: %{message}',
        read_only: 'Your role may read these settings, not change them.',
      },
    },
  },
  es: {
    resources: {
      'email-settings': {
        name: 'Ajustes de los correos de cobro',
        subtitle: 'Lo que dicen los correos de cobro de una tienda: remitente, dirección de respuesta, asunto y mensaje',
        fields: {
          shopId: 'Tienda',
          senderName: 'Nombre del remitente',
          replyTo: 'Dirección de respuesta',
          subject: 'Asunto',
          message: 'Mensaje',
        },
        choose_shop: 'Elija una tienda para ver sus ajustes.',
        is_default: 'Esta tienda usa el texto predeterminado.',
        updated: 'Modificado el',
        save: 'Guardar',
        saved: 'Los ajustes se guardaron: los próximos correos de esta tienda los usan.',
        save_failed: 'No se pudieron guardar los ajustes: %{message}',
        load_failed: 'No se pudieron cargar los ajustes: %{message}',
        reset: 'Volver al predeterminado',
        reset_title: '¿Volver al texto predeterminado?',
        reset_question: 'El remitente, la dirección de respuesta, el asunto y el mensaje de esta tienda vuelven a los predeterminados.',
        reset_done: 'La tienda vuelve a usar el texto predeterminado.',
        reset_failed: 'No se pudieron restablecer los ajustes: %{message}',
        read_only: 'Su rol puede leer estos ajustes, no cambiarlos.',
      },
    },
  },
  pt: {
    resources: {
      'email-settings': {
        name: 'Configurações dos e-mails de cobrança',
        subtitle: 'O que dizem os e-mails de cobrança de uma loja: remetente, endereço de resposta, assunto e mensagem',
        fields: {
          shopId: 'Loja',
          senderName: 'Nome do remetente',
          replyTo: 'Endereço de resposta',
          subject: 'Assunto',
          message: 'Mensagem',
        },
        choose_shop: 'Escolha uma loja para ver as configurações dela.',
        is_default: 'Esta loja usa o texto padrão.',
        updated: 'Alterado em',
        save: 'Salvar',
        saved: 'As configurações foram salvas: os próximos e-mails desta loja as usam.',
        save_failed: 'Não foi possível salvar as configurações: %{message}',
        load_failed: 'Não foi possível carregar as configurações: %{message}',
        reset: 'Voltar ao padrão',
        reset_title: 'Voltar ao texto padrão?',
        reset_question: 'O remetente, o endereço de resposta, o assunto e a mensagem desta loja voltam ao padrão.',
        reset_done: 'A loja volta a usar o texto padrão.',
        reset_failed: 'Não foi possível restaurar as configurações: %{message}',
        read_only: 'Seu perfil pode ler estas configurações, não alterá-las.',
      },
    },
  },
});
