import { defineMessages } from '../../src/i18n/defineMessages';
import { BR_BANK_NAMES } from './names';

export const brWithdrawalKey = (key: string) => `resources.br-bank-withdrawals.${key}`;
export const brStatementKey = (key: string) => `resources.br-bank-statements.${key}`;

/** Both Brazil bank screens (spec 03 §2 "Brazil bank accounts"): one loader, as they share a chunk. */
export const brBankMessages = defineMessages({
  en: {
    resources: {
      'br-bank-withdrawals': {
        name: BR_BANK_NAMES.withdrawals.en,
        subtitle: 'Transfers out of your Brazil bank account, in reais',
        fields: {
          accountName: 'Account',
          id: 'Id',
          description: 'Description',
          reference: 'Reference',
          createdDate: 'Created',
          amount: 'Amount',
          currency: 'Currency',
          status: 'Status',
          email: 'Requested by',
        },
        filters: { createdDate: 'Created', status: 'Status' },
        statuses: { PENDING: 'Pending', FAILED: 'Failed', SUCCEEDED: 'Succeeded' },
        create: {
          title: 'New Brazil withdrawal',
          account: 'Bank account',
          amount: 'Amount (BRL)',
          account_first: 'Choose the account first',
          saved: 'Withdrawal requested.',
          available: 'Available to withdraw: %{amount}',
          over_available: 'At most the available %{amount}',
        },
      },
      'br-bank-statements': {
        name: BR_BANK_NAMES.statements.en,
        subtitle: 'Your Brazil bank account’s movements of a period, as a file',
        fields: {
          accountName: 'Account',
          id: 'Id',
          dateFrom: 'From',
          dateTo: 'To',
          status: 'Status',
          email: 'Requested by',
          fileUrl: 'File',
          createdDate: 'Created',
        },
        filters: { createdDate: 'Created', status: 'Status' },
        statuses: { PENDING: 'Pending', FAILED: 'Failed', SUCCEEDED: 'Succeeded' },
        actions: {
          download: 'Download the statement',
          not_allowed: 'This file type is not allowed: the statement has no file.',
          failed: 'The statement could not be downloaded: %{message}',
        },
        create: {
          title: 'New Brazil statement',
          account: 'Bank account',
          dateFrom: 'From',
          dateTo: 'To',
          saved: 'Statement created.',
        },
      },
    },
    brBank: {
      failed: 'Something went wrong.',
      accounts_failed: 'Something went wrong fetching bank accounts.',
      no_account:
        'You have no Brazil bank account. One is opened for each merchant with a shop that processes in reais (BRL): ask your account manager.',
    },
  },
  es: {
    resources: {
      'br-bank-withdrawals': {
        name: BR_BANK_NAMES.withdrawals.es,
        subtitle: 'Transferencias desde su cuenta bancaria de Brasil, en reales',
        fields: {
          accountName: 'Cuenta',
          id: 'Id',
          description: 'Descripción',
          reference: 'Referencia',
          createdDate: 'Creado',
          amount: 'Monto',
          currency: 'Moneda',
          status: 'Estado',
          email: 'Solicitado por',
        },
        filters: { createdDate: 'Creado', status: 'Estado' },
        statuses: { PENDING: 'Pendiente', FAILED: 'Fallido', SUCCEEDED: 'Exitoso' },
        create: {
          title: 'Nuevo retiro Brasil',
          account: 'Cuenta bancaria',
          amount: 'Monto (BRL)',
          account_first: 'Elija primero la cuenta',
          saved: 'Retiro solicitado.',
          available: 'Disponible para retirar: %{amount}',
          over_available: 'Como máximo el disponible, %{amount}',
        },
      },
      'br-bank-statements': {
        name: BR_BANK_NAMES.statements.es,
        subtitle: 'Los movimientos de su cuenta bancaria de Brasil en un período, como archivo',
        fields: {
          accountName: 'Cuenta',
          id: 'Id',
          dateFrom: 'Desde',
          dateTo: 'Hasta',
          status: 'Estado',
          email: 'Solicitado por',
          fileUrl: 'Archivo',
          createdDate: 'Creado',
        },
        filters: { createdDate: 'Creado', status: 'Estado' },
        statuses: { PENDING: 'Pendiente', FAILED: 'Fallido', SUCCEEDED: 'Exitoso' },
        actions: {
          download: 'Descargar el extracto',
          not_allowed: 'Este tipo de archivo no está permitido: el extracto no tiene archivo.',
          failed: 'No se pudo descargar el extracto: %{message}',
        },
        create: {
          title: 'Nuevo extracto Brasil',
          account: 'Cuenta bancaria',
          dateFrom: 'Desde',
          dateTo: 'Hasta',
          saved: 'Extracto creado.',
        },
      },
    },
    brBank: {
      failed: 'Algo salió mal.',
      accounts_failed: 'Algo salió mal al obtener las cuentas bancarias.',
      no_account:
        'No tiene una cuenta bancaria en Brasil. Se abre una por cada comercio con una tienda que procesa en reales (BRL): consulte a su ejecutivo de cuenta.',
    },
  },
  pt: {
    resources: {
      'br-bank-withdrawals': {
        name: BR_BANK_NAMES.withdrawals.pt,
        subtitle: 'Transferências da sua conta bancária no Brasil, em reais',
        fields: {
          accountName: 'Conta',
          id: 'Id',
          description: 'Descrição',
          reference: 'Referência',
          createdDate: 'Criado',
          amount: 'Valor',
          currency: 'Moeda',
          status: 'Status',
          email: 'Solicitado por',
        },
        filters: { createdDate: 'Criado', status: 'Status' },
        statuses: { PENDING: 'Pendente', FAILED: 'Falhou', SUCCEEDED: 'Concluído' },
        create: {
          title: 'Novo saque Brasil',
          account: 'Conta bancária',
          amount: 'Valor (BRL)',
          account_first: 'Escolha a conta primeiro',
          saved: 'Saque solicitado.',
          available: 'Disponível para saque: %{amount}',
          over_available: 'No máximo o disponível, %{amount}',
        },
      },
      'br-bank-statements': {
        name: BR_BANK_NAMES.statements.pt,
        subtitle: 'As movimentações da sua conta bancária no Brasil em um período, em arquivo',
        fields: {
          accountName: 'Conta',
          id: 'Id',
          dateFrom: 'De',
          dateTo: 'Até',
          status: 'Status',
          email: 'Solicitado por',
          fileUrl: 'Arquivo',
          createdDate: 'Criado',
        },
        filters: { createdDate: 'Criado', status: 'Status' },
        statuses: { PENDING: 'Pendente', FAILED: 'Falhou', SUCCEEDED: 'Concluído' },
        actions: {
          download: 'Baixar o extrato',
          not_allowed: 'Este tipo de arquivo não é permitido: o extrato não tem arquivo.',
          failed: 'Não foi possível baixar o extrato: %{message}',
        },
        create: {
          title: 'Novo extrato Brasil',
          account: 'Conta bancária',
          dateFrom: 'De',
          dateTo: 'Até',
          saved: 'Extrato criado.',
        },
      },
    },
    brBank: {
      failed: 'Algo deu errado.',
      accounts_failed: 'Algo deu errado ao buscar as contas bancárias.',
      no_account:
        'Você não tem conta bancária no Brasil. Uma conta é aberta para cada comerciante com uma loja que processa em reais (BRL): fale com seu gerente de conta.',
    },
  },
});
