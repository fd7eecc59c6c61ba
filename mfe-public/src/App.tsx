// The public remote's exposed `./App`: every route outside /dashboard (spec 2.1). The shell owns the
// router, the Relay environment (RelayEnvironmentProvider) and the sonner <Toaster />.
import { Route, Routes } from 'react-router';
import type { HostApi } from '../../shell/src/host-api';
import { HostProvider } from './lib/host';
import AccountPage from './pages/AccountPage';
import HomePage from './pages/HomePage';
import LoginPage from './pages/LoginPage';
import NotFoundPage from './pages/NotFoundPage';
import SignUpPage from './pages/SignUpPage';
import VerifyPage from './pages/VerifyPage';

export default function App({ host }: { host: HostApi }) {
  return (
    <HostProvider host={host}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/sign-up" element={<SignUpPage />} />
        <Route path="/signup" element={<SignUpPage />} />
        <Route path="/verify" element={<VerifyPage />} />
        <Route path="/account" element={<AccountPage />} />
        {/* The marketing pages (/plans, /about-us, /contact-us, /t&c, /privacy-policy) come later. */}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </HostProvider>
  );
}
