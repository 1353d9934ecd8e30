import { z } from 'zod';

// zod 4 compiles object parsers with `new Function` when it may; under our Content-Security-Policy
// (script-src 'self', no 'unsafe-eval') even its probe is a reported violation. Its interpreter is as correct.
// Must run before any schema is built: main.tsx imports this module first.
z.config({ jitless: true });
