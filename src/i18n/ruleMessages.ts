import { RULE_TEXTS, type RuleCode } from '../../contract/schema/ruleTexts';
import { defineMessages } from './defineMessages';

/**
 * The contract's rules (contract/schema/ruleTexts.ts) as the forms say them under a field, in
 * three languages. English is the API's own sentence, capitalised, so what a user reads before
 * sending is what the server would answer; `%{name}` stands for the rule's `{name}`.
 */
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const english = Object.fromEntries(
  Object.entries(RULE_TEXTS).map(([code, text]) => [code, capitalised(text.replace(/\{(\w+)\}/g, '%{$1}'))]),
) as Record<RuleCode, string>;

export const ruleMessages = defineMessages({
  en: { rules: english },
  es: {
    rules: {
      required: 'Obligatorio',
      type_text: 'Debe ser texto',
      type_number: 'Debe ser un número',
      type_int: 'Debe ser un número entero',
      type_boolean: 'Debe ser verdadero o falso',
      type_object: 'Debe ser un objeto',
      type_array: 'Debe ser una lista',
      type_other: 'Debe ser %{type}',
      min_length: 'Debe tener al menos %{min} caracteres',
      max_length: 'Debe tener como máximo %{max} caracteres',
      min_items: 'Debe tener al menos %{min} elementos',
      max_items: 'Debe tener como máximo %{max} elementos',
      min_value: 'Debe ser al menos %{min}',
      more_than: 'Debe ser mayor que %{min}',
      max_value: 'Debe ser como máximo %{max}',
      less_than: 'Debe ser menor que %{max}',
      equals: 'Debe ser %{value}',
      one_of: 'Debe ser uno de: %{values}',
      email: 'Debe ser una dirección de correo electrónico',
      format: 'Debe ser un %{format} válido',
      unknown_fields: 'Tiene campos desconocidos: %{keys}',
      invalid: 'No es válido',
      stated: '%{text}',
      control_characters: 'Sin saltos de línea ni otros caracteres de control',
      http_url: 'Debe ser una URL http(s) de como máximo %{max} caracteres',
      private_address: 'Debe ser una dirección pública: no se envían notificaciones a redes locales o privadas',
      two_decimals: 'Debe tener como máximo 2 decimales',
      // payouts area (bank accounts, submerchants)
      day_date: 'Debe ser una fecha (dd/MM/aaaa)',
      web_url: 'Debe ser una URL http(s)',
      control_total: 'No debe sumar más del 100% del control',
      not_future: 'No puede ser futura',
      not_before_start: 'No puede ser anterior a la fecha de inicio',
      // paywalls area (paywalls, their legacy calls, white label)
      digits_only: 'Solo dígitos',
      digits_only_brazil: 'Solo dígitos para Brasil',
      currency_of_country: 'Debe ser %{currency} para %{country}',
      emails_only: 'Solo para correos de pago',
      a_date: 'Debe ser una fecha',
      not_in_past: 'No puede estar en el pasado',
      not_before: 'No puede ser anterior a %{other}',
      pay_or_decline: 'Debe ser pay o decline',
      colour: 'Debe ser un color (#RRGGBB)',
      file_key: 'Debe ser una clave de archivo entregada por la API',
      merchant_or_shop: 'Debe incluir la configuración del comercio o de la tienda',
      // Refunds.
      clabe_digits: 'Debe tener %{length} dígitos',
      required_for_error: 'Obligatorio cuando el estado es ERROR',
    },
  },
  pt: {
    rules: {
      required: 'Obrigatório',
      type_text: 'Deve ser texto',
      type_number: 'Deve ser um número',
      type_int: 'Deve ser um número inteiro',
      type_boolean: 'Deve ser verdadeiro ou falso',
      type_object: 'Deve ser um objeto',
      type_array: 'Deve ser uma lista',
      type_other: 'Deve ser %{type}',
      min_length: 'Deve ter pelo menos %{min} caracteres',
      max_length: 'Deve ter no máximo %{max} caracteres',
      min_items: 'Deve ter pelo menos %{min} itens',
      max_items: 'Deve ter no máximo %{max} itens',
      min_value: 'Deve ser pelo menos %{min}',
      more_than: 'Deve ser maior que %{min}',
      max_value: 'Deve ser no máximo %{max}',
      less_than: 'Deve ser menor que %{max}',
      equals: 'Deve ser %{value}',
      one_of: 'Deve ser um de: %{values}',
      email: 'Deve ser um endereço de e-mail',
      format: 'Deve ser um %{format} válido',
      unknown_fields: 'Tem campos desconhecidos: %{keys}',
      invalid: 'Não é válido',
      stated: '%{text}',
      control_characters: 'Sem quebras de linha nem outros caracteres de controle',
      http_url: 'Deve ser uma URL http(s) de no máximo %{max} caracteres',
      private_address: 'Deve ser um endereço público: notificações não são enviadas a redes locais ou privadas',
      two_decimals: 'Deve ter no máximo 2 casas decimais',
      // payouts area (bank accounts, submerchants)
      day_date: 'Deve ser uma data (dd/MM/aaaa)',
      web_url: 'Deve ser uma URL http(s)',
      control_total: 'Não deve somar mais de 100% do controle',
      not_future: 'Não pode ser no futuro',
      not_before_start: 'Não pode ser antes da data de início',
      // paywalls area (paywalls, their legacy calls, white label)
      digits_only: 'Somente dígitos',
      digits_only_brazil: 'Somente dígitos para o Brasil',
      currency_of_country: 'Deve ser %{currency} para %{country}',
      emails_only: 'Somente para e-mails de pagamento',
      a_date: 'Deve ser uma data',
      not_in_past: 'Não pode estar no passado',
      not_before: 'Não pode ser anterior a %{other}',
      pay_or_decline: 'Deve ser pay ou decline',
      colour: 'Deve ser uma cor (#RRGGBB)',
      file_key: 'Deve ser uma chave de arquivo fornecida pela API',
      merchant_or_shop: 'Deve incluir a configuração do comerciante ou da loja',
      // Refunds.
      clabe_digits: 'Deve ter %{length} dígitos',
      required_for_error: 'Obrigatório quando o status é ERROR',
    },
  },
});
