import '../../src/zod-setup';
