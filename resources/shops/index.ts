import StorefrontIcon from '@mui/icons-material/Storefront';
import { defineResource } from '../../src/framework/defineResource';
import { shopMessages } from './messages';

/** /shops and /shops/{id}/detail (spec 02 §2 "Shops"), behind SHOP VIEW; in the menu with SHOP MENU. */
export const shopsResource = defineResource({
  name: 'shops',
  apiPath: '/shops',
  idField: 'shopId',
  access: 'SHOP',
  // Spec 01 §2.5 lists shops after submerchants and before the paywalls.
  menu: { group: 'merchant', icon: StorefrontIcon, order: 140 },
  list: () => import('./ShopList').then((m) => m.ShopList),
  firstPage: (definition) => import('./ShopList').then((m) => m.shopsFirstPage(definition)),
  show: () => import('./ShopShow').then((m) => m.ShopShow),
  messages: shopMessages,
});
