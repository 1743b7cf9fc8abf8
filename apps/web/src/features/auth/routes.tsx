import { paths } from '@/config/paths';
import { defineFeature } from '@/lib/feature';
import { AdminLoginPage } from './pages/admin-login-page';
import { LoginPage } from './pages/login-page';
import { RegisterPage } from './pages/register-page';
import { ResetPasswordPage } from './pages/reset-password-page';
import { WelcomePage } from './pages/welcome-page';

/** Welcome, sign-in and registration (user spec §2): public only; the password reset is open to everyone. */
export const authFeature = defineFeature({
  routes: {
    publicOnly: [
      { path: paths.home, element: <WelcomePage /> },
      { path: paths.login, element: <LoginPage /> },
      { path: paths.register, element: <RegisterPage /> },
      { path: paths.adminLogin, element: <AdminLoginPage /> },
    ],
    open: [{ path: paths.resetPassword, element: <ResetPasswordPage /> }],
  },
});
