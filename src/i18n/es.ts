import type { SameShape } from './defineMessages';
import type { appEn } from './en';

export const appEs: SameShape<typeof appEn> = {
  app: {
    name: 'Back-office de comercios',
    menu: {
      label: 'Menú principal',
      help_center: 'Centro de ayuda',
      opens_new_tab: '(se abre en una pestaña nueva)',
      groups: {
        balance: 'Saldo',
        operations: 'Operaciones',
        claims: 'Reclamos',
        paywalls: 'Cobros',
        merchant: 'Comercio',
        brazilBank: 'Banco Brasil',
        historicals: 'Históricos',
      },
    },
    roles: {
      MERCHANT_ADMIN: 'Tienda - Administrador',
      SUPERMERCHANT_ADMIN: 'Supercomercio - Administrador',
      VIEWER: 'Tienda - Solo lectura',
      OPERATIONS_STAFF: 'Tienda - Operaciones',
      SUPPORT_AGENT: 'Agente de soporte',
    },
    header: {
      logout: 'Cerrar sesión',
      language: 'Idioma',
      user: 'Sesión iniciada como %{name}',
      acting_as: '%{agent}, actuando como %{name}',
      disclaimer: 'Aviso de sandbox',
    },
    disclaimer: {
      title: 'Entorno sandbox',
      body: 'Este es un entorno sandbox para pruebas de integración. Los pagos aquí son simulados: no se mueve dinero y no se deben ingresar datos reales de clientes.',
      confirm: 'Leí y entiendo que este es un entorno de pruebas',
      ok: 'Aceptar',
      cancel: 'Cancelar',
      accepted_on: 'Aceptaste el aviso de sandbox el %{date}.',
      not_accepted: 'Aún no aceptaste el aviso de sandbox.',
    },
    auth: {
      invalid_link: 'Este enlace no es válido o expiró.',
      login: {
        title: 'Inicia sesión en el back-office',
        username: 'Usuario',
        password: 'Contraseña',
        submit: 'Ingresar',
        forgot_password: '¿Olvidaste tu contraseña?',
      },
      bot_check: {
        label: 'Verificación anti-bots',
        pending: 'Completa la verificación anti-bots para continuar',
        solve: 'No soy un robot',
      },
      fake_login: {
        title: 'Ingresar como otro usuario',
        user_key: 'Usuario a suplantar: %{userKey}',
        missing_user_key: 'El enlace no tiene el parámetro userKey.',
        submit: 'Ingresar',
      },
      two_factor: {
        title: 'Autenticación de dos factores',
        hint: 'Ingresa el código de verificación de tu autenticador.',
        code: 'Código de verificación',
        verify: 'Verificar',
        back_to_login: 'Volver al inicio de sesión',
      },
      reset_password: {
        title: 'Restablece tu contraseña',
        hint: 'Ingresa tu correo y te enviaremos un enlace para elegir una contraseña nueva.',
        email: 'Correo electrónico',
        send: 'Enviar correo de recuperación',
        sent: 'Si existe una cuenta con ese correo, el enlace de recuperación ya está en camino.',
        back_to_login: 'Volver al inicio de sesión',
      },
      recover_password: {
        title: 'Elige una contraseña nueva',
        password: 'Contraseña nueva',
        confirm: 'Confirmar contraseña',
        submit: 'Guardar contraseña',
        success: 'Tu contraseña se cambió. Ya puedes iniciar sesión.',
        checking: 'Verificando tu enlace…',
        back_to_login: 'Volver al inicio de sesión',
      },
      activate: {
        title: 'Activa tu cuenta',
        hint: 'Elige una contraseña para terminar de configurar tu cuenta.',
        password: 'Contraseña',
        confirm: 'Confirmar contraseña',
        activate: 'Activar cuenta',
        success: 'Tu cuenta está activa. ¡Bienvenido!',
        checking: 'Verificando tu invitación…',
        copyright: '© %{year} Proveedor de pagos. Todos los derechos reservados.',
        company: 'Quiénes somos',
        dpa: 'Acuerdo de tratamiento de datos (PDF)',
      },
      logout: {
        signing_out: 'Cerrando tu sesión…',
      },
    },
    not_found: {
      title: '404',
      message: 'La página que buscas no existe.',
      go_back: 'Volver',
      go_home: 'Ir al inicio',
    },
    root: {
      no_screens: 'Tu rol no te da acceso a ninguna pantalla. Pide acceso a tu administrador.',
    },
  },
};
