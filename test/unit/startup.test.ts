import { START_CLEARED_KEYS, startupActions, unloadActions, type StartupInput } from '@/domain/routing/startup';

const CLEARED = ['ask_login', 'portalScrollPosition', 'formData', 'messagingLoginModal'];

describe('startupActions (spec §2: at start, http → https on the product host; flags cleared)', () => {
  it.each<{ case: string; input: StartupInput; upgradeToHttps: boolean }>([
    {
      case: 'plain http on the product host switches to https',
      input: { protocol: 'http:', host: 'm.example.com', productHost: 'm.example.com' },
      upgradeToHttps: true,
    },
    {
      case: 'protocol without colon',
      input: { protocol: 'http', host: 'm.example.com', productHost: 'm.example.com' },
      upgradeToHttps: true,
    },
    {
      case: 'host compared without case',
      input: { protocol: 'http:', host: 'M.Example.com', productHost: 'm.example.COM' },
      upgradeToHttps: true,
    },
    {
      case: 'product host given as an origin',
      input: { protocol: 'http:', host: 'm.example.com', productHost: 'https://m.example.com/' },
      upgradeToHttps: true,
    },
    {
      case: 'already https',
      input: { protocol: 'https:', host: 'm.example.com', productHost: 'm.example.com' },
      upgradeToHttps: false,
    },
    {
      case: 'another host (local development)',
      input: { protocol: 'http:', host: '127.0.0.1:10086', productHost: 'm.example.com' },
      upgradeToHttps: false,
    },
    {
      case: 'same name on another port is another host',
      input: { protocol: 'http:', host: 'm.example.com:8080', productHost: 'm.example.com' },
      upgradeToHttps: false,
    },
    {
      case: 'product host not configured',
      input: { protocol: 'http:', host: 'm.example.com', productHost: '' },
      upgradeToHttps: false,
    },
    {
      case: 'product host undefined',
      input: { protocol: 'http:', host: 'm.example.com', productHost: undefined },
      upgradeToHttps: false,
    },
    {
      case: 'mini program (no protocol, no host)',
      input: { protocol: '', host: '', productHost: '' },
      upgradeToHttps: false,
    },
  ])('$case', ({ input, upgradeToHttps }) => {
    expect(startupActions(input)).toEqual({ upgradeToHttps, clearKeys: CLEARED });
  });

  it('the cleared keys are the ask-login, portal scroll, form data and messaging-login modal flags', () => {
    expect(START_CLEARED_KEYS).toEqual(CLEARED);
  });

  it('the app-environment flag is cleared on unload', () => {
    expect(unloadActions()).toEqual({ clearKeys: ['appEnvironment'] });
  });
});
