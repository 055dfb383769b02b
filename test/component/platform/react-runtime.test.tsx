import { waitFor } from '@testing-library/react';

interface TaroApp {
  onLaunch(options: object): void;
  mount(page: () => unknown, id: string, cb: () => void): void;
}

/**
 * The wrapper with Taro's runtime as the H5 build evaluates it: Jest's Taro runtime was loaded for the mini program
 * (its own document), so the H5 one is loaded apart, with React DOM on the same React.
 */
function loadH5Runtime() {
  let loaded!: {
    React: typeof import('react');
    ReactDOM: typeof import('react-dom/client');
    createReactApp: typeof import('../../../src/platform/react-runtime.h5').createReactApp;
  };
  jest.isolateModules(() => {
    loaded = {
      React: jest.requireActual('react'),
      ReactDOM: jest.requireActual('react-dom/client'),
      createReactApp: jest.requireActual<typeof import('../../../src/platform/react-runtime.h5')>('../../../src/platform/react-runtime.h5').createReactApp,
    };
  });
  return loaded;
}

const globals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

describe('Taro’s React runtime in the H5 build', () => {
  const before = { platform: process.env.TARO_PLATFORM, act: globals.IS_REACT_ACT_ENVIRONMENT };
  beforeEach(() => {
    process.env.TARO_PLATFORM = 'web';
    // React schedules as in a browser: what is under test is how it splits the work, which act() would flush at once.
    globals.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    process.env.TARO_PLATFORM = before.platform;
    globals.IS_REACT_ACT_ENVIRONMENT = before.act;
    jest.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('renders a page’s mount as a transition, and calls Taro back once the page is in the document', async () => {
    const { React, ReactDOM, createReactApp } = loadH5Runtime();
    const h = React.createElement;
    document.body.innerHTML = '<div id="app"></div>';
    // React's own record of the transition in progress, read when Taro's app wrapper asks for its update.
    const internals = (React as unknown as Record<string, { ReactCurrentBatchConfig: { transition: unknown } }>)
      .__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED!;
    const inTransition: boolean[] = [];
    const forceUpdate = React.Component.prototype.forceUpdate;
    jest.spyOn(React.Component.prototype, 'forceUpdate').mockImplementation(function (this: never, cb) {
      inTransition.push(internals.ReactCurrentBatchConfig.transition !== null);
      forceUpdate.call(this, cb);
    });
    const App = ({ children }: { children?: unknown }) => h('main', null, children as never);
    const app = createReactApp(App, React, ReactDOM, { appId: 'app' }) as TaroApp;
    app.onLaunch({});
    // Taro's router mounts the first page once its chunk has loaded, after the app's first render.
    await waitFor(() => expect(document.querySelector('#app main')).not.toBeNull());

    const seen: (string | null | undefined)[] = [];
    app.mount(() => h('p', null, '页面内容'), '/pages/x/index', () => {
      seen.push(document.getElementById('/pages/x/index')?.textContent);
    });

    expect(inTransition).toEqual([true]);
    await waitFor(() => expect(seen).toEqual(['页面内容']));
  });
});
