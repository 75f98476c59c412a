/**
 * The shell's own messages (menu, header, auth pages, not-found), the typed source for es.ts
 * and pt.ts. Resource labels live beside each resource; the spec catalogue in messages.ts.
 */
export const appEn = {
  app: {
    name: 'Merchant Back-office',
    menu: {
      label: 'Main menu',
      help_center: 'Help center',
      opens_new_tab: '(opens in a new tab)',
      groups: {
        balance: 'Balance',
        operations: 'Operations',
        claims: 'Claims',
        paywalls: 'Paywalls',
        merchant: 'Merchant',
        brazilBank: 'Brazil bank',
        historicals: 'Historicals',
      },
    },
    /** Spec 01 §6 labels the default shop role 'Shop - Administrator'; a code not listed is shown humanised. */
    roles: {
      MERCHANT_ADMIN: 'Shop - Administrator',
      SUPERMERCHANT_ADMIN: 'Super-merchant - Administrator',
      VIEWER: 'Shop - Read only',
      OPERATIONS_STAFF: 'Shop - Operations',
      SUPPORT_AGENT: 'Support agent',
    },
    header: {
      logout: 'Log out',
      language: 'Language',
      user: 'Signed in as %{name}',
      acting_as: '%{agent}, acting as %{name}',
      disclaimer: 'Sandbox disclaimer',
    },
    disclaimer: {
      title: 'Sandbox environment',
      body: 'This is a sandbox environment for integration tests. Payments here are simulated: no money moves and no real customer data should be entered.',
      confirm: 'I have read and understood that this is a test environment',
      ok: 'OK',
      cancel: 'Cancel',
      accepted_on: 'You accepted the sandbox disclaimer on %{date}.',
      not_accepted: 'You have not accepted the sandbox disclaimer yet.',
    },
    auth: {
      invalid_link: 'This link is not valid or has expired.',
      login: {
        title: 'Sign in to the back-office',
        username: 'Username',
        password: 'Password',
        submit: 'Login',
        forgot_password: 'Forgot your password?',
      },
      bot_check: {
        label: 'Bot check',
        pending: 'Complete the bot check to continue',
        solve: 'I am not a robot',
      },
      fake_login: {
        title: 'Log in as another user',
        user_key: 'User to impersonate: %{userKey}',
        missing_user_key: 'The link has no userKey parameter.',
        submit: 'Login',
      },
      two_factor: {
        title: 'Two-factor authentication',
        hint: 'Enter the verification code from your authenticator.',
        code: 'Verification code',
        verify: 'Verify',
        back_to_login: 'Back to login',
      },
      reset_password: {
        title: 'Reset your password',
        hint: 'Enter your e-mail and we will send you a link to choose a new password.',
        email: 'Email',
        send: 'Send recovery email',
        sent: 'If an account exists for that e-mail, a recovery link is on its way.',
        back_to_login: 'Back to login',
      },
      recover_password: {
        title: 'Choose a new password',
        password: 'New password',
        confirm: 'Confirm password',
        submit: 'Save password',
        success: 'Your password was changed. You can log in now.',
        checking: 'Checking your link…',
        back_to_login: 'Back to login',
      },
      activate: {
        title: 'Activate your account',
        hint: 'Choose a password to finish setting up your account.',
        password: 'Password',
        confirm: 'Confirm password',
        activate: 'Activate account',
        success: 'Your account is active. Welcome!',
        checking: 'Checking your invitation…',
        copyright: '© %{year} Payments provider. All rights reserved.',
        company: 'About us',
        dpa: 'Data processing agreement (PDF)',
      },
      logout: {
        signing_out: 'Signing you out…',
      },
    },
    not_found: {
      title: '404',
      message: 'The page you are looking for does not exist.',
      go_back: 'Go Back',
      go_home: 'Go Home',
    },
    root: {
      no_screens: 'Your role gives you no screen to open. Ask your administrator for access.',
    },
  },
};
