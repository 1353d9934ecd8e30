import { z } from 'zod/v4';

// zod 4 compiles object parsers with `new Function` when it may; under our Content-Security-Policy
// (script-src 'self', no 'unsafe-eval') even its probe is a reported violation. Its interpreter is as correct.
// The client build resolves every `import … from 'zod'` to this module (vite.config.ts): zod is configured before
// any importer can build a schema, and only the screens that use zod download it. The server keeps the compiler.
z.config({ jitless: true });

export * from 'zod/v4';
