// spec 000 §5 login form: both fields required, with the login body's own rules and messages.
// Its own module: the login page loads it, and zod with it, when the form is first checked
// (sign-in-flow.tsx; docs/decisions/048-zod-off-the-login-page.md).
import { loginBodySchema } from '@ullage/domain/people/auth-api';
import { zodResolver } from '../../../lib/form-resolver';

export const loginFormResolver = zodResolver(loginBodySchema.pick({ userName: true, password: true }));
