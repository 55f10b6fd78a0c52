import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { MESSAGES } from '@backoffice/shared';
import { type SyntheticEvent, useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { notify } from '../../lib/notify';
import { hasLiveToken, useSessionStore } from '../../lib/session-store';
import { AuthCard } from './auth-card';
import './sign-in-form.css';

const REQUIRED = {
  username: 'Vui lòng nhập tên đăng nhập.',
  password: 'Vui lòng nhập mật khẩu.',
} as const;

type Field = keyof typeof REQUIRED;

export function LoginPage() {
  const navigate = useNavigate();
  const signIn = useSessionStore((state) => state.login);
  const signedIn = useSessionStore((state) => hasLiveToken(state) && state.user !== null);
  const [values, setValues] = useState({ username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [revealed, setRevealed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // Fetch the HTTP client while the user types, so that signing in does not wait for it.
  useEffect(() => {
    void import('./api/login').catch(() => undefined);
  }, []);

  if (signedIn && !submitting) return <Navigate to="/" replace />;

  const missing = (field: Field, value: string) =>
    (field === 'username' ? value.trim() : value) === '' ? REQUIRED[field] : undefined;

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: missing(field, value) }));
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const found = {
      username: missing('username', values.username),
      password: missing('password', values.password),
    };
    setErrors(found);
    if (found.username || found.password) {
      document.getElementById(found.username ? 'login-username' : 'login-password')?.focus();
      return;
    }
    setSubmitting(true);
    try {
      // The HTTP client loads with the first call: the sign-in page itself stays light.
      const [{ login }, { errorMessage }] = await Promise.all([
        import('./api/login'),
        import('../../lib/api-client'),
      ]);
      try {
        const token = await login({ username: values.username, password: values.password });
        if (!signIn(token)) throw new Error(MESSAGES.loginFailedFallback);
        void navigate('/', { replace: true });
      } catch (error) {
        const message = errorMessage(error);
        notify.error(
          MESSAGES.loginFailedTitle,
          message === MESSAGES.defaultError ? MESSAGES.loginFailedFallback : message,
        );
      }
    } catch {
      // The client itself failed to load (network gone): the fallback text says what to do.
      notify.error(MESSAGES.loginFailedTitle, MESSAGES.loginFailedFallback);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title="Đăng nhập">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <div className="sign-in-field">
          <label htmlFor="login-username">Tên đăng nhập</label>
          <div className="sign-in-input" data-invalid={Boolean(errors.username)}>
            <UserOutlined />
            <input
              id="login-username"
              name="username"
              autoComplete="username"
              autoFocus
              value={values.username}
              onChange={(event) => {
                change('username', event.target.value);
              }}
              aria-invalid={Boolean(errors.username)}
              aria-describedby={errors.username ? 'login-username-error' : undefined}
            />
          </div>
          {errors.username && (
            <div id="login-username-error" role="alert" className="sign-in-error">
              {errors.username}
            </div>
          )}
        </div>
        <div className="sign-in-field">
          <label htmlFor="login-password">Mật khẩu</label>
          <div className="sign-in-input" data-invalid={Boolean(errors.password)}>
            <LockOutlined />
            <input
              id="login-password"
              name="password"
              type={revealed ? 'text' : 'password'}
              autoComplete="current-password"
              value={values.password}
              onChange={(event) => {
                change('password', event.target.value);
              }}
              aria-invalid={Boolean(errors.password)}
              aria-describedby={errors.password ? 'login-password-error' : undefined}
            />
            <button
              type="button"
              className="sign-in-reveal"
              aria-label={revealed ? 'Ẩn mật khẩu' : 'Hiện mật khẩu'}
              onClick={() => {
                setRevealed((shown) => !shown);
              }}
            >
              {revealed ? <EyeOutlined /> : <EyeInvisibleOutlined />}
            </button>
          </div>
          {errors.password && (
            <div id="login-password-error" role="alert" className="sign-in-error">
              {errors.password}
            </div>
          )}
        </div>
        <button type="submit" className="sign-in-submit" disabled={submitting}>
          {submitting && <span className="sign-in-spinner" aria-hidden="true" />}
          Đăng nhập
        </button>
      </form>
    </AuthCard>
  );
}
