import { defineMessages } from '../../src/i18n/defineMessages';
import { SUBMERCHANT_NAMES } from './names';

export const submerchantKey = (key: string) => `resources.submerchants.${key}`;

/** The submerchants screen (spec 03 §2 "Submerchants"), under `resources.submerchants`. */
export const submerchantMessages = defineMessages({
  en: {
    resources: {
      submerchants: {
        name: SUBMERCHANT_NAMES.en,
        subtitle: 'The companies registered under each of your merchants',
        fields: {
          merchantId: 'Id',
          constitutionDate: 'Constitution date',
          companyName: 'Company name',
          registryNumber: 'Registry number',
          superMerchantId: 'Merchant id',
          submerchantId: 'Submerchant id',
          website: 'Web',
          email: 'E-mail',
          industry: 'Industry',
          status: 'Status',
        },
        list: {
          of: 'Submerchants of %{name}',
          none: 'No submerchant registered under this merchant yet.',
          details: 'View details',
          failed: 'The submerchants could not be loaded: %{message}',
          drawer: 'Submerchant',
        },
        statuses: { REGISTER_IN_PROCESS: 'Registration in process', ACTIVE: 'Active', INACTIVE: 'Inactive' },
      },
    },
  },
  es: {
    resources: {
      submerchants: {
        name: SUBMERCHANT_NAMES.es,
        subtitle: 'Las empresas registradas bajo cada uno de sus comercios',
        fields: {
          merchantId: 'Id',
          constitutionDate: 'Fecha de constitución',
          companyName: 'Razón social',
          registryNumber: 'Número de registro',
          superMerchantId: 'Id del comercio',
          submerchantId: 'Id del subcomercio',
          website: 'Web',
          email: 'Correo',
          industry: 'Industria',
          status: 'Estado',
        },
        list: {
          of: 'Subcomercios de %{name}',
          none: 'Todavía no hay subcomercios registrados bajo este comercio.',
          details: 'Ver detalles',
          failed: 'No se pudieron cargar los subcomercios: %{message}',
          drawer: 'Subcomercio',
        },
        statuses: { REGISTER_IN_PROCESS: 'Registro en proceso', ACTIVE: 'Activo', INACTIVE: 'Inactivo' },
      },
    },
  },
  pt: {
    resources: {
      submerchants: {
        name: SUBMERCHANT_NAMES.pt,
        subtitle: 'As empresas registradas sob cada um dos seus comércios',
        fields: {
          merchantId: 'Id',
          constitutionDate: 'Data de constituição',
          companyName: 'Razão social',
          registryNumber: 'Número de registro',
          superMerchantId: 'Id do comércio',
          submerchantId: 'Id do subcomércio',
          website: 'Site',
          email: 'E-mail',
          industry: 'Setor',
          status: 'Status',
        },
        list: {
          of: 'Subcomércios de %{name}',
          none: 'Ainda não há subcomércios registrados sob este comércio.',
          details: 'Ver detalhes',
          failed: 'Não foi possível carregar os subcomércios: %{message}',
          drawer: 'Subcomércio',
        },
        statuses: { REGISTER_IN_PROCESS: 'Registro em andamento', ACTIVE: 'Ativo', INACTIVE: 'Inativo' },
      },
    },
  },
});
