import { paths } from '@/config/paths';
import { defineFeature } from '@/lib/feature';

/** Welcome, sign-in and registration (user spec §2): public only; the password reset is open to everyone. */
export const authFeature = defineFeature({
  routes: {
    publicOnly: [
      { path: paths.home, lazy: () => import('./pages/welcome-page').then((m) => ({ Component: m.WelcomePage })) },
      { path: paths.login, lazy: () => import('./pages/login-page').then((m) => ({ Component: m.LoginPage })) },
      { path: paths.register, lazy: () => import('./pages/register-page').then((m) => ({ Component: m.RegisterPage })) },
      { path: paths.adminLogin, lazy: () => import('./admin/pages/admin-login-page').then((m) => ({ Component: m.AdminLoginPage })) },
    ],
    open: [{ path: paths.resetPassword, lazy: () => import('./pages/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })) }],
  },
});
