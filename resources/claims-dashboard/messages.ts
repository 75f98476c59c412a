import { defineMessages } from '../../src/i18n/defineMessages';

/** Labels of /claims-dashboard, under `resources.claims-dashboard`. */
export const dashboardMessages = defineMessages({
  en: {
    resources: {
      'claims-dashboard': {
        name: 'Claims dashboard',
        subtitle: 'Claim rates and totals by payment method',
        fields: {
          paymentMethodName: 'Payment method',
          claimsCount: 'Claims',
          transactionsCount: 'Transactions',
          claimRate: 'Claim rate',
          winRate: 'Win rate',
        },
        filters: { dateRange: 'Claim date', shop: 'Shop', paymentMethod: 'Payment method', country: 'Country' },
        charts: {
          title: 'Claims breakdown',
          paymentMethods: 'Claims by payment method',
          claimReasons: 'Claims by reason',
          countries: 'Claims by country',
          other: 'Other',
          loading: 'Loading the charts…',
          empty: 'No claims in the selected period and filters, so there is nothing to chart.',
          error: 'The charts could not be loaded: %{message}',
          summary:
            '%{total} claim in total. Largest share: %{name}, %{count} (%{share}). |||| %{total} claims in total. Largest share: %{name}, %{count} (%{share}).',
          claims: '%{count} claim |||| %{count} claims',
          slice: '%{name}: %{count} (%{share})',
          value: '%{count} (%{share})',
        },
        comparison: {
          title: 'Period comparison',
          caption:
            'Claims and rates of the previous calendar month and of the current quarter, with the shop, payment method and country filters applied.',
          metric: 'Metric',
          previousMonth: 'Previous month',
          currentQuarter: 'Current quarter',
          quarterName: 'Q%{quarter} %{year}',
          range: '%{from} to %{to}',
          claims: 'Claims',
          transactions: 'Transactions',
          claimRate: 'Claim rate',
          winRate: 'Win rate',
          no_rate: '— no rate: no transactions, or no decided claims, in the period.',
          error: 'The comparison could not be loaded: %{message}',
        },
        rates_hint: 'Claim rate = claims / approved transactions. Win rate = claims won / decided claims.',
      },
    },
  },
  es: {
    resources: {
      'claims-dashboard': {
        name: 'Panel de reclamos',
        subtitle: 'Tasas y totales de reclamos por medio de pago',
        fields: {
          paymentMethodName: 'Medio de pago',
          claimsCount: 'Reclamos',
          transactionsCount: 'Transacciones',
          claimRate: 'Tasa de reclamos',
          winRate: 'Tasa de éxito',
        },
        filters: { dateRange: 'Fecha del reclamo', shop: 'Tienda', paymentMethod: 'Medio de pago', country: 'País' },
        charts: {
          title: 'Desglose de reclamos',
          paymentMethods: 'Reclamos por medio de pago',
          claimReasons: 'Reclamos por motivo',
          countries: 'Reclamos por país',
          other: 'Otros',
          loading: 'Cargando los gráficos…',
          empty: 'No hay reclamos en el período y los filtros elegidos, así que no hay nada que graficar.',
          error: 'No se pudieron cargar los gráficos: %{message}',
          summary:
            '%{total} reclamo en total. Mayor parte: %{name}, %{count} (%{share}). |||| %{total} reclamos en total. Mayor parte: %{name}, %{count} (%{share}).',
          claims: '%{count} reclamo |||| %{count} reclamos',
          slice: '%{name}: %{count} (%{share})',
          value: '%{count} (%{share})',
        },
        comparison: {
          title: 'Comparación de períodos',
          caption:
            'Reclamos y tasas del mes calendario anterior y del trimestre actual, con los filtros de tienda, medio de pago y país aplicados.',
          metric: 'Indicador',
          previousMonth: 'Mes anterior',
          currentQuarter: 'Trimestre actual',
          quarterName: 'T%{quarter} %{year}',
          range: '%{from} a %{to}',
          claims: 'Reclamos',
          transactions: 'Transacciones',
          claimRate: 'Tasa de reclamos',
          winRate: 'Tasa de éxito',
          no_rate: '— sin tasa: no hay transacciones, o reclamos resueltos, en el período.',
          error: 'No se pudo cargar la comparación: %{message}',
        },
        rates_hint: 'Tasa de reclamos = reclamos / transacciones aprobadas. Tasa de éxito = reclamos ganados / reclamos resueltos.',
      },
    },
  },
  pt: {
    resources: {
      'claims-dashboard': {
        name: 'Painel de reclamações',
        subtitle: 'Taxas e totais de reclamações por meio de pagamento',
        fields: {
          paymentMethodName: 'Meio de pagamento',
          claimsCount: 'Reclamações',
          transactionsCount: 'Transações',
          claimRate: 'Taxa de reclamações',
          winRate: 'Taxa de êxito',
        },
        filters: { dateRange: 'Data da reclamação', shop: 'Loja', paymentMethod: 'Meio de pagamento', country: 'País' },
        charts: {
          title: 'Detalhamento das reclamações',
          paymentMethods: 'Reclamações por meio de pagamento',
          claimReasons: 'Reclamações por motivo',
          countries: 'Reclamações por país',
          other: 'Outros',
          loading: 'Carregando os gráficos…',
          empty: 'Não há reclamações no período e nos filtros escolhidos, então não há nada para mostrar no gráfico.',
          error: 'Não foi possível carregar os gráficos: %{message}',
          summary:
            '%{total} reclamação no total. Maior parte: %{name}, %{count} (%{share}). |||| %{total} reclamações no total. Maior parte: %{name}, %{count} (%{share}).',
          claims: '%{count} reclamação |||| %{count} reclamações',
          slice: '%{name}: %{count} (%{share})',
          value: '%{count} (%{share})',
        },
        comparison: {
          title: 'Comparação de períodos',
          caption:
            'Reclamações e taxas do mês calendário anterior e do trimestre atual, com os filtros de loja, meio de pagamento e país aplicados.',
          metric: 'Indicador',
          previousMonth: 'Mês anterior',
          currentQuarter: 'Trimestre atual',
          quarterName: 'T%{quarter} %{year}',
          range: '%{from} a %{to}',
          claims: 'Reclamações',
          transactions: 'Transações',
          claimRate: 'Taxa de reclamações',
          winRate: 'Taxa de êxito',
          no_rate: '— sem taxa: não há transações, ou reclamações decididas, no período.',
          error: 'Não foi possível carregar a comparação: %{message}',
        },
        rates_hint: 'Taxa de reclamações = reclamações / transações aprovadas. Taxa de êxito = reclamações ganhas / reclamações decididas.',
      },
    },
  },
});

export const dashboardKey = (key: string) => `resources.claims-dashboard.${key}`;
