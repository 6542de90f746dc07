// Every form's resolver: a domain schema checked with the spec's messages (ADR 007). The spec's
// error map is installed here, where form messages are made, rather than in main.tsx: main.tsx
// would put zod on the login page, which loads it only when its form is first checked
// (docs/decisions/048-zod-off-the-login-page.md).
import { installSpecErrorMap } from '@ullage/domain/validation';

installSpecErrorMap();

export { zodResolver } from '@hookform/resolvers/zod';
