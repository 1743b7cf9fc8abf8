import { IconBuildingStore, IconShirtSport, IconShoppingCart } from '@tabler/icons-react';
import { paths } from '@/config/paths';
import { defineFeature } from '@/lib/feature';

/** Marketplace auctions and the player's roster (user spec /mp2 and /my-players; admin spec /admin/marketplace). */
export const marketplaceFeature = defineFeature({
  realtime: () => import('./realtime').then((m) => m.marketplaceRealtime),
  routes: {
    user: [
      { path: paths.marketplace, lazy: () => import('./pages/market-page').then((m) => ({ Component: m.MarketPage })) },
      { path: paths.myPlayers, lazy: () => import('./pages/my-players-page').then((m) => ({ Component: m.MyPlayersPage })) },
    ],
    // Loaded on demand: a player never downloads the back office.
    admin: [{ path: paths.admin.marketplace, lazy: () => import('./admin/pages/admin-marketplace-page').then((m) => ({ Component: m.AdminMarketplacePage })) }],
  },
  menu: [
    {
      path: paths.marketplace,
      labelId: 'nav.marketplace',
      icon: IconBuildingStore,
      userSidebar: { group: 'play', order: 40 },
      bottomBar: { order: 40, labelId: 'nav.market' },
      more: { group: 'main', order: 40 },
    },
    {
      path: paths.myPlayers,
      labelId: 'nav.myPlayers',
      icon: IconShirtSport,
      userSidebar: { group: 'play', order: 50 },
      more: { group: 'content', order: 10 },
    },
    { path: paths.admin.marketplace, labelId: 'nav.admin.marketplace', icon: IconBuildingStore, adminSidebar: { group: 'marketplace', order: 10 } },
    // /admin/orders: shown disabled with 'Soon'; no screen (unknown paths go to the root).
    { path: paths.admin.orders, labelId: 'nav.admin.orders', icon: IconShoppingCart, soon: true, adminSidebar: { group: 'marketplace', order: 20 } },
  ],
});
