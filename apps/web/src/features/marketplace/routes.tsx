import { IconBuildingStore, IconShirtSport, IconShoppingCart } from '@tabler/icons-react';
import { paths } from '@/config/paths';
import { defineFeature, placeholderRoute } from '@/lib/feature';

/** Marketplace auctions and the player's roster (user spec §3, admin spec §2). Placeholders until the marketplace web feature lands. */
export const marketplaceFeature = defineFeature({
  routes: {
    user: [placeholderRoute(paths.marketplace, 'nav.market'), placeholderRoute(paths.myPlayers, 'nav.myPlayers')],
    admin: [placeholderRoute(paths.admin.marketplace, 'nav.admin.marketplace')],
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
