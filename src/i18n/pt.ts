import type { SameShape } from './defineMessages';
import type { appEn } from './en';

export const appPt: SameShape<typeof appEn> = {
  app: {
    name: 'Back-office de comerciantes',
    menu: {
      label: 'Menu principal',
      help_center: 'Central de ajuda',
      opens_new_tab: '(abre em uma nova aba)',
      groups: {
        balance: 'Saldo',
        operations: 'Operações',
        claims: 'Reclamações',
        paywalls: 'Cobranças',
        merchant: 'Comerciante',
        brazilBank: 'Banco Brasil',
        historicals: 'Históricos',
      },
    },
    roles: {
      MERCHANT_ADMIN: 'Loja - Administrador',
      SUPERMERCHANT_ADMIN: 'Supercomerciante - Administrador',
      VIEWER: 'Loja - Somente leitura',
      OPERATIONS_STAFF: 'Loja - Operações',
      SUPPORT_AGENT: 'Agente de suporte',
    },
    header: {
      logout: 'Sair',
      language: 'Idioma',
      user: 'Conectado como %{name}',
      acting_as: '%{agent}, atuando como %{name}',
      disclaimer: 'Aviso do sandbox',
    },
    disclaimer: {
      title: 'Ambiente sandbox',
      body: 'Este é um ambiente sandbox para testes de integração. Os pagamentos aqui são simulados: nenhum dinheiro é movimentado e não devem ser inseridos dados reais de clientes.',
      confirm: 'Li e entendi que este é um ambiente de testes',
      ok: 'OK',
      cancel: 'Cancelar',
      accepted_on: 'Você aceitou o aviso do sandbox em %{date}.',
      not_accepted: 'Você ainda não aceitou o aviso do sandbox.',
    },
    auth: {
      invalid_link: 'Este link não é válido ou expirou.',
      login: {
        title: 'Entre no back-office',
        username: 'Usuário',
        password: 'Senha',
        submit: 'Entrar',
        forgot_password: 'Esqueceu sua senha?',
      },
      bot_check: {
        label: 'Verificação anti-robô',
        pending: 'Conclua a verificação anti-robô para continuar',
        solve: 'Não sou um robô',
      },
      fake_login: {
        title: 'Entrar como outro usuário',
        user_key: 'Usuário a personificar: %{userKey}',
        missing_user_key: 'O link não tem o parâmetro userKey.',
        submit: 'Entrar',
      },
      two_factor: {
        title: 'Autenticação em dois fatores',
        hint: 'Informe o código de verificação do seu autenticador.',
        code: 'Código de verificação',
        verify: 'Verificar',
        back_to_login: 'Voltar para o login',
      },
      reset_password: {
        title: 'Redefina sua senha',
        hint: 'Informe seu e-mail e enviaremos um link para escolher uma nova senha.',
        email: 'E-mail',
        send: 'Enviar e-mail de recuperação',
        sent: 'Se existir uma conta com esse e-mail, o link de recuperação já está a caminho.',
        back_to_login: 'Voltar para o login',
      },
      recover_password: {
        title: 'Escolha uma nova senha',
        password: 'Nova senha',
        confirm: 'Confirmar senha',
        submit: 'Salvar senha',
        success: 'Sua senha foi alterada. Você já pode entrar.',
        checking: 'Verificando seu link…',
        back_to_login: 'Voltar para o login',
      },
      activate: {
        title: 'Ative sua conta',
        hint: 'Escolha uma senha para concluir a configuração da sua conta.',
        password: 'Senha',
        confirm: 'Confirmar senha',
        activate: 'Ativar conta',
        success: 'Sua conta está ativa. Boas-vindas!',
        checking: 'Verificando seu convite…',
        copyright: '© %{year} Provedor de pagamentos. Todos os direitos reservados.',
        company: 'Quem somos',
        dpa: 'Acordo de processamento de dados (PDF)',
      },
      logout: {
        signing_out: 'Encerrando sua sessão…',
      },
    },
    not_found: {
      title: '404',
      message: 'A página que você procura não existe.',
      go_back: 'Voltar',
      go_home: 'Ir para o início',
    },
    root: {
      no_screens: 'Seu perfil não dá acesso a nenhuma tela. Peça acesso ao seu administrador.',
    },
  },
};
