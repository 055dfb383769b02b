'use strict';
/**
 * Mini-program harness: renders pages of the BUILT mini program (dist/weapp) in node, with
 * `miniprogram-simulate` and its `official` compiler (the real `wcc` binary shipped in `miniprogram-compiler`),
 * rendered by `j-component` on top of jsdom. See docs/toolchain.md, "Mini program tests".
 *
 *   const h = require('./harness.cjs');
 *   const app = h.loadApp('dist/weapp');                  // once per process
 *   const page = await h.renderPage('pagesB/view/index/index', { shortCode: 'abc' });
 *   page.templateWarnings;   // WXMLRT_ warnings of wcc's runtime ("Template `tmpl_0_x` not found." ...)
 *   page.errors;             // console.error output, thrown errors, unhandled rejections
 *   page.text();             // the visible text, whitespace-collapsed
 *   await page.tapText('返回首页'); page.navigations;      // [{ type: 'reLaunch', url: '/pages/index/temp', ... }]
 *   await page.tap('.nut-button');                        // exparser selector (classes are NOT prefixed here)
 *   page.unload();
 *
 * What is real and what is not: the WXML is compiled by the real wcc and evaluated with its runtime, so a Taro
 * node whose template was not generated shows up exactly as in WeChat (an invisible node plus a WXMLRT_ warning).
 * Taro's runtime, React and our code run unchanged, events go through Taro's `eh` handler. Everything `wx.*` is a
 * mock (navigation is recorded, storage is in memory, network is offline unless a responder is set), there is
 * no layout and no CSS (selector queries answer zero-sized rectangles).
 *
 * One app per process: app.js installs Taro's runtime into globals (`wx`, webpackJsonp, the Taro document), so
 * `loadApp` can be called once (calling it again with the same directory returns the same app).
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

// ---------------------------------------------------------------------------------------------------------------
// Console and process capture. Installed before anything of simulate is loaded and never removed, because the
// wcc runtime binds `$gwn = console.warn` once, when the compiled templates are first evaluated: a later
// replacement of console.warn would not see part of its output. Lines go to the collector of the page being
// rendered, or to the background log when no page is active.
// ---------------------------------------------------------------------------------------------------------------
const realConsole = {
  log: console.log.bind(console),
  info: console.info.bind(console),
  warn: console.warn.bind(console),
  error: console.error.bind(console),
  debug: console.debug.bind(console),
};
const background = newCollector('(background)');
let collector = background;
/** Set MINI_ECHO=1 to also print captured console output as it happens (debugging). */
const echo = !!process.env.MINI_ECHO;

function newCollector(label) {
  return { label, warnings: [], errors: [], logs: [], navigations: [], requests: [] };
}

function formatArgs(args) {
  return args
    .map((a) => {
      if (a instanceof Error) return a.stack || String(a);
      if (typeof a === 'string') return a;
      try {
        return JSON.stringify(a);
      } catch {
        return String(a);
      }
    })
    .join(' ');
}

function installConsoleCapture() {
  const route =
    (kind, target) =>
    (...args) => {
      const line = formatArgs(args);
      collector[target].push(line);
      if (echo) realConsole[kind](`[mini ${collector.label}] ${line}`);
    };
  console.log = route('log', 'logs');
  console.info = route('info', 'logs');
  console.debug = route('debug', 'logs');
  console.warn = route('warn', 'warnings');
  console.error = route('error', 'errors');
  // A rejected promise or an uncaught throw inside Taro/React/our code is an error of the page being rendered.
  process.on('unhandledRejection', (reason) => {
    collector.errors.push(`unhandledRejection: ${formatArgs([reason])}`);
  });
  process.on('uncaughtException', (err) => {
    collector.errors.push(`uncaughtException: ${formatArgs([err])}`);
  });
}

/** Matches the runtime warnings of wcc templates: missing template, missing import/include, recursion. */
const WXMLRT = /WXMLRT_/;
/** "Template `tmpl_<level>_<nn>` not found": nn is Taro's compressed node name (see nodeNames()). */
const MISSING_TMPL = /Template `tmpl_(\d+)_([^`]+)` not found/;

/**
 * Taro's compressed node names (`nn` in page data, the `N` of `tmpl_L_N`) -> component name, e.g.
 * { 0: 'catch-view', 5: 'static-text', 9: '#text', 14: 'button', 72: 'span' }. Computed the way Taro's runtime
 * does (internalComponents merged with the weapp platform's components, sorted by getComponentsAlias), from the
 * installed packages: best effort, for messages only ({} if it cannot be computed).
 */
let nodeNameMap = null;
async function nodeNames() {
  if (nodeNameMap) return nodeNameMap;
  try {
    const weappDir = path.dirname(require.resolve('@tarojs/plugin-platform-weapp'));
    const shared = await import(require.resolve('@tarojs/shared').replace(/index\.cjs\.js$/, 'shared.esm.js'));
    const { components } = await import(path.join(weappDir, 'dist', 'runtime-utils.js'));
    const merged = JSON.parse(JSON.stringify(shared.internalComponents));
    for (const [name, props] of Object.entries(components)) merged[name] = { ...(merged[name] || {}), ...props };
    nodeNameMap = {};
    for (const [name, v] of Object.entries(shared.getComponentsAlias(merged))) nodeNameMap[v._num] = name;
  } catch {
    nodeNameMap = {};
  }
  return nodeNameMap;
}

// ---------------------------------------------------------------------------------------------------------------
// DOM: simulate and j-component need a browser-like global scope (window, document, events). jsdom is not a
// direct dependency of this project; it is present through @tarojs/webpack5-runner and jest-environment-jsdom.
// ---------------------------------------------------------------------------------------------------------------
function requireJsdom() {
  const attempts = [
    () => require('jsdom'),
    () =>
      require(
        require.resolve('jsdom', { paths: [path.dirname(require.resolve('@tarojs/webpack5-runner/package.json'))] }),
      ),
    () =>
      require(
        require.resolve('jsdom', { paths: [path.dirname(require.resolve('jest-environment-jsdom/package.json'))] }),
      ),
  ];
  for (const attempt of attempts) {
    try {
      return attempt();
    } catch {
      // try the next location
    }
  }
  throw new Error('jsdom not found: add it as a devDependency (npm install -D jsdom)');
}

function installDom() {
  const { JSDOM } = requireJsdom();
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
    url: 'https://servicewechat.com/',
  });
  const win = dom.window;
  global.window = win;
  // Only what simulate / j-component / exparser use. Not the whole window: Taro's bundle brings its own
  // window/document (webpack ProvidePlugin) and must not mistake node for a browser.
  for (const key of ['document', 'Event', 'CustomEvent', 'TouchEvent', 'HTMLElement', 'Element', 'Node'])
    global[key] = win[key];
  return win;
}

// ---------------------------------------------------------------------------------------------------------------
// State of the one loaded app.
// ---------------------------------------------------------------------------------------------------------------
let loaded = null; // { distDir, appJson, routes, appInstance, ... }
let simulate = null;
let exparser = null;
let JComponent = null; // j-component's (unexported) Component wrapper class, taken from a rendered root
const stack = []; // getCurrentPages()
let pendingPage = null; // { route, query, collector, onActivity } consumed by the next Page attached()
const storage = new Map();
let requestResponder = null;
/**
 * Files on the simulated device, by path: the temp files a picker hands out (a scenario puts the next pick in
 * `picks`), and the files wx.saveFile keeps in the user's data (WeChat deletes temp files when the app closes; saved
 * ones stay until removed). wx.uploadFile reads the bytes from here (`read`).
 */
const deviceFiles = {
  temp: new Map(),
  saved: new Map(),
  /** The temp files wx.chooseMedia hands out next, each [path, bytes]. */
  picks: [],
  read(filePath) {
    return this.saved.get(filePath) ?? this.temp.get(filePath);
  },
};
/**
 * WeChat's privacy agreement (base library 2.32.3+): whether the user has agreed, the app's
 * onNeedPrivacyAuthorization listener, and every resolve the app sent. `need(referrer)` is a protected call made
 * while the agreement is missing: it raises the listener and settles with the app's final answer.
 */
const privacy = {
  agreed: false,
  listener: null,
  resolved: [],
  need(referrer = 'getLocation') {
    if (this.agreed) return Promise.resolve('agree');
    if (!this.listener) return Promise.reject(new Error('the app registered no onNeedPrivacyAuthorization listener'));
    return new Promise((resolve) => {
      this.listener(
        (option) => {
          this.resolved.push(option);
          if (option.event === 'agree') this.agreed = true;
          if (option.event === 'agree' || option.event === 'disagree') resolve(option.event);
        },
        { referrer },
      );
    });
  },
};
let lastActivity = 0;

function touch() {
  lastActivity = Date.now();
}

/** Routes of app.json in order: main `pages`, then every `subPackages[].root + '/' + pages[]`. */
function listRoutes(distDir) {
  const appJson = readAppJson(distDir);
  return routesOf(appJson);
}

function readAppJson(distDir) {
  const file = path.join(distDir, 'app.json');
  if (!fs.existsSync(file)) throw new Error(`${file} not found: build the mini program first (npm run build:weapp)`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function routesOf(appJson) {
  const routes = [...(appJson.pages || [])];
  for (const sub of appJson.subPackages || appJson.subpackages || []) {
    for (const p of sub.pages || []) routes.push(`${sub.root.replace(/\/+$/, '')}/${p}`);
  }
  return routes;
}

/** 'pagesB/view/404?x=1' or '/pagesB/view/404' -> { route, query }. Query values are NOT decoded: in WeChat,
 *  onLoad receives them as written in the url (our pages decode them themselves). */
function splitUrl(url) {
  const [p, qs = ''] = String(url).split('?');
  const query = {};
  for (const part of qs.split('&')) {
    if (!part) continue;
    const i = part.indexOf('=');
    if (i < 0) query[part] = '';
    else query[part.slice(0, i)] = part.slice(i + 1);
  }
  return { route: p.replace(/^\/+/, ''), query };
}

// ---------------------------------------------------------------------------------------------------------------
// wx mocks. simulate already installs a broad set (system info, toast, modal...). We replace what pages rely on
// for behaviour: navigation (recorded, validated against app.json), storage (in memory), network (offline unless
// a responder is set) and the selector query (simulate's select() returns undefined, so `.boundingClientRect()`
// throws in NutUI and Taro). We mutate the existing `wx` object: Taro's bundle reads `wx` as a free global.
// ---------------------------------------------------------------------------------------------------------------
function callbackStyle(name, run) {
  // WeChat async API shape: success/fail/complete callbacks, or a promise when no callback is given.
  return (options = {}) => {
    const { success, fail, complete } = options;
    const promise = new Promise((resolve, reject) => {
      setTimeout(() => {
        let res;
        try {
          res = run(options);
        } catch (e) {
          res = { errMsg: `${name}:fail ${e && e.message ? e.message : e}` };
        }
        Promise.resolve(res).then((r) => {
          touch();
          const ok = !r || !/:fail/.test(r.errMsg || '');
          const out = { errMsg: `${name}:ok`, ...r };
          if (ok) {
            if (success) success(out);
            if (complete) complete(out);
            resolve(out);
          } else {
            if (fail) fail(out);
            if (complete) complete(out);
            if (!success && !fail && !complete) reject(out);
            else resolve(out);
          }
        });
      }, 0);
    });
    if (success || fail || complete) return undefined;
    return promise;
  };
}

/** Who listens to the network's status (wx.onNetworkStatusChange). */
const network = { listeners: new Set() };

function installWxMocks() {
  const wx = global.wx;

  // Navigation: record the target, check it is a page of app.json (WeChat fails with "page ... is not found").
  const navApi = (type) =>
    callbackStyle(type, (options) => {
      const entry = { type, url: options.url, delta: options.delta, from: collector.label };
      if (type !== 'navigateBack') {
        const { route, query } = splitUrl(options.url || '');
        entry.route = route;
        entry.query = query;
        entry.known = loaded ? loaded.routes.includes(route) : true;
      }
      collector.navigations.push(entry);
      if (loaded) loaded.navigations.push(entry);
      if (entry.known === false) return { errMsg: `${type}:fail page "${entry.route}" is not found` };
      return { errMsg: `${type}:ok` };
    });
  for (const type of ['navigateTo', 'redirectTo', 'reLaunch', 'switchTab', 'navigateBack']) wx[type] = navApi(type);

  // Storage: one in-memory map. A missing key reads as '' (what WeChat's getStorageSync returns).
  const clone = (v) => (v === undefined ? v : JSON.parse(JSON.stringify(v)));
  wx.getStorageSync = (key) => (storage.has(key) ? clone(storage.get(key)) : '');
  wx.setStorageSync = (key, value) => {
    storage.set(key, clone(value));
  };
  wx.removeStorageSync = (key) => {
    storage.delete(key);
  };
  wx.clearStorageSync = () => storage.clear();
  wx.getStorageInfoSync = () => ({ keys: [...storage.keys()], currentSize: 0, limitSize: 10240 });
  wx.getStorage = callbackStyle('getStorage', ({ key }) =>
    storage.has(key) ? { data: clone(storage.get(key)) } : { errMsg: 'getStorage:fail data not found' },
  );
  wx.setStorage = callbackStyle('setStorage', ({ key, data }) => {
    storage.set(key, clone(data));
  });
  wx.removeStorage = callbackStyle('removeStorage', ({ key }) => {
    storage.delete(key);
  });
  wx.clearStorage = callbackStyle('clearStorage', () => {
    storage.clear();
  });
  wx.getStorageInfo = callbackStyle('getStorageInfo', () => wx.getStorageInfoSync());

  // Network: offline by default. A responder(request) may return { statusCode, data, header } (or a promise of
  // it); returning null/undefined means offline; throwing fails the request with the message.
  const task = () => ({
    abort() {},
    onHeadersReceived() {},
    offHeadersReceived() {},
    onChunkReceived() {},
    offChunkReceived() {},
    onProgressUpdate() {},
    offProgressUpdate() {},
  });
  const networkApi =
    (name) =>
    (options = {}) => {
      const req = {
        api: name,
        url: options.url,
        method: (options.method || 'GET').toUpperCase(),
        data: options.data,
        header: options.header || {},
        // Every option key the app handed over (the request layer's own options must not get this far).
        optionKeys: Object.keys(options),
        // An upload's file (deviceFiles) and its form field's name.
        filePath: options.filePath,
        name: options.name,
      };
      collector.requests.push(req);
      const pending = callbackStyle(name, async () => {
        if (!requestResponder) return { errMsg: `${name}:fail offline` };
        const res = await requestResponder(req);
        if (res == null) return { errMsg: `${name}:fail offline` };
        return { statusCode: 200, header: {}, cookies: [], ...res, errMsg: `${name}:ok` };
      })({ success: options.success, fail: options.fail, complete: options.complete });
      // Without callbacks the caller only gets the task (as in WeChat): nothing may observe this promise.
      if (pending) pending.catch(() => {});
      return task();
    };
  wx.request = networkApi('request');
  // The network's comings and goings as WeChat reports them: a scenario calls setNetwork(connected) to say so.
  wx.onNetworkStatusChange = (listener) => void network.listeners.add(listener);
  wx.offNetworkStatusChange = (listener) => void network.listeners.delete(listener);
  wx.onNeedPrivacyAuthorization = (listener) => {
    privacy.listener = listener;
  };
  wx.requirePrivacyAuthorize = callbackStyle('requirePrivacyAuthorize', async () => {
    const answer = await privacy.need('requirePrivacyAuthorize');
    return { errMsg: answer === 'agree' ? 'requirePrivacyAuthorize:ok' : 'requirePrivacyAuthorize:fail privacy permission is not authorized' };
  });
  wx.getPrivacySetting = callbackStyle('getPrivacySetting', () => ({
    errMsg: 'getPrivacySetting:ok',
    needAuthorization: !privacy.agreed,
    privacyContractName: '《Ware 小程序隐私保护指引》',
  }));
  wx.openPrivacyContract = callbackStyle('openPrivacyContract', () => ({ errMsg: 'openPrivacyContract:ok' }));
  wx.uploadFile = networkApi('uploadFile');
  // Random bytes as WeChat's are: simulate's are all zero, which makes every idempotency key the app draws the same.
  wx.getRandomValues = callbackStyle('getRandomValues', ({ length }) => ({ randomValues: new Uint8Array(crypto.randomBytes(length)).buffer }));
  // Choosing pictures hands out the scenario's picks as temp files; compressing keeps the file as it is.
  wx.chooseMedia = callbackStyle('chooseMedia', () => {
    const picked = deviceFiles.picks.splice(0);
    for (const [filePath, bytes] of picked) deviceFiles.temp.set(filePath, bytes);
    return { type: 'image', tempFiles: picked.map(([filePath, bytes]) => ({ tempFilePath: filePath, size: bytes.length, fileType: 'image' })) };
  });
  wx.compressImage = callbackStyle('compressImage', ({ src }) => ({ tempFilePath: src }));
  wx.saveFile = callbackStyle('saveFile', ({ tempFilePath }) => {
    const bytes = deviceFiles.temp.get(tempFilePath);
    if (!bytes) return { errMsg: 'saveFile:fail file not found' };
    const savedFilePath = `wxfile://usr/saved-${deviceFiles.saved.size + 1}-${path.basename(tempFilePath)}`;
    deviceFiles.temp.delete(tempFilePath);
    deviceFiles.saved.set(savedFilePath, bytes);
    return { savedFilePath };
  });
  wx.getSavedFileInfo = callbackStyle('getSavedFileInfo', ({ filePath }) =>
    deviceFiles.saved.has(filePath) ? { size: deviceFiles.saved.get(filePath).length, createTime: 0 } : { errMsg: 'getSavedFileInfo:fail file not exist' },
  );
  wx.removeSavedFile = callbackStyle('removeSavedFile', ({ filePath }) =>
    deviceFiles.saved.delete(filePath) ? {} : { errMsg: 'removeSavedFile:fail file not exist' },
  );
  wx.downloadFile = networkApi('downloadFile');

  // Selector queries: no layout here, so every node measures zero. Chainable like WeChat's, results delivered
  // asynchronously to the per-node callbacks and to exec().
  wx.createSelectorQuery = () => {
    const commands = [];
    const rect = () => ({ id: '', dataset: {}, left: 0, right: 0, top: 0, bottom: 0, width: 0, height: 0 });
    const nodesRef = (all) => {
      const ref = {};
      const add = (make) => (cb) => {
        commands.push({ make: () => (all ? [] : make()), cb });
        return query;
      };
      ref.boundingClientRect = add(rect);
      ref.scrollOffset = add(() => ({
        id: '',
        dataset: {},
        scrollLeft: 0,
        scrollTop: 0,
        scrollWidth: 0,
        scrollHeight: 0,
      }));
      ref.fields = (_fields, cb) => add(() => ({ id: '', dataset: {} }))(cb);
      ref.node = add(() => null);
      ref.context = add(() => null);
      return ref;
    };
    const query = {
      in: () => query,
      select: () => nodesRef(false),
      selectAll: () => nodesRef(true),
      selectViewport: () => nodesRef(false),
      exec(cb) {
        setTimeout(() => {
          const results = commands.map((c) => {
            const r = c.make();
            if (typeof c.cb === 'function') c.cb(r);
            return r;
          });
          touch();
          if (typeof cb === 'function') cb(results);
        }, 0);
        return query;
      },
    };
    return query;
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Page(): WeChat's Page constructor does not exist in simulate, which only knows Component(). A page becomes a
// component whose methods are the page's functions (so `this.onReady`, `this.eh` exist as in a page instance),
// `attached` plays onLoad(query) + onShow and `ready` plays onReady, `detached` plays onUnload.
// ---------------------------------------------------------------------------------------------------------------
function pageToComponent(cfg) {
  const methods = {};
  for (const [k, v] of Object.entries(cfg)) if (typeof v === 'function') methods[k] = v;
  const guard = (page, what, fn) => {
    try {
      fn();
    } catch (e) {
      (page.__mini ? page.__mini.collector : collector).errors.push(`${what} threw: ${formatArgs([e])}`);
    }
  };
  return {
    // Each instance starts from a copy of the page's initial data ({ root: { cn: [] } } for Taro).
    data: JSON.parse(JSON.stringify(cfg.data || {})),
    methods,
    lifetimes: {
      attached() {
        const pending = pendingPage || { route: '', query: {}, collector };
        pendingPage = null;
        this.__mini = pending;
        this.route = this.__route__ = pending.route;
        this.options = pending.query;
        // Every setData is activity: settle() waits until the page stops updating.
        const setData = this.setData;
        this.setData = (data, cb) => {
          touch();
          pending.updates = (pending.updates || 0) + 1;
          return setData.call(this, data, cb);
        };
        stack.push(this);
        guard(this, 'onLoad', () => this.onLoad && this.onLoad({ ...pending.query }));
        guard(this, 'onShow', () => this.onShow && this.onShow());
      },
      ready() {
        guard(this, 'onReady', () => this.onReady && this.onReady());
      },
      detached() {
        guard(this, 'onUnload', () => this.onUnload && this.onUnload());
        const i = stack.indexOf(this);
        if (i >= 0) stack.splice(i, 1);
      },
    },
  };
}

/**
 * simulate runs each component's js with `require` and then drops it from require's cache, expecting
 * Component() to be called again on every load. A webpack chunk does not work that way: the second time, the
 * chunk's entry module is already in webpack's module cache and Page()/Component() is not called, so the second
 * render of a page (or of Taro's `comp`, used past the template depth limit) would silently register nothing.
 * We run each file once, remember what it registered, and replay that definition on later loads.
 */
function installRunJsReplay(simulateUtils) {
  const registered = new Map(); // file -> { kind, def }
  simulateUtils.runJs = (file) => {
    const simComponent = global.Component; // simulate's constructor (bound to the component being loaded)
    const known = registered.get(file);
    if (known) {
      simComponent(known.kind === 'Page' ? pageToComponent(known.def) : known.def);
      return;
    }
    let record = null;
    const savedPage = global.Page;
    global.Component = (def) => {
      record = record || { kind: 'Component', def };
      return simComponent(def);
    };
    global.Page = (cfg) => {
      record = { kind: 'Page', def: cfg };
      return simComponent(pageToComponent(cfg));
    };
    try {
      require(file);
    } finally {
      global.Component = simComponent;
      global.Page = savedPage;
    }
    if (record) registered.set(file, record);
  };
}

/**
 * Load the built mini program: globals, mocks, app.js, then App.onLaunch/onShow with the entry page.
 * @param {string} [distDir] defaults to MINI_DIST, else dist/weapp of this repository
 * @returns the app: { distDir, appJson, routes, instance, navigations, launch: { warnings, errors }, storage }
 */
/**
 * The built mini program: MINI_DIST (another build, e.g. a tampered copy), else WARE_OUT_DIR/weapp as config/index.ts
 * builds it, else dist/weapp of this repository.
 */
const ROOT_DIR = path.resolve(__dirname, '..', '..');
const BUILT_DIR = process.env.MINI_DIST
  ? path.resolve(process.env.MINI_DIST)
  : path.resolve(ROOT_DIR, process.env.WARE_OUT_DIR || 'dist', 'weapp');

function loadApp(distDir = BUILT_DIR, options = {}) {
  distDir = path.resolve(distDir);
  if (loaded) {
    if (loaded.distDir !== distDir) throw new Error(`one app per process: ${loaded.distDir} is already loaded`);
    return loaded;
  }
  const appJson = readAppJson(distDir);
  installConsoleCapture();
  installDom();

  // simulate installs global Component/Behavior, its built-in tags and the `wx` mock at require time.
  simulate = require('miniprogram-simulate');
  installRunJsReplay(require('miniprogram-simulate/src/utils'));
  // exparser from j-component's own dependency tree: the one instance that built the rendered nodes.
  exparser = require(
    require.resolve('miniprogram-exparser', { paths: [path.dirname(require.resolve('j-component'))] }),
  );

  const routes = routesOf(appJson);
  const entry = appJson.entryPagePath || routes[0];
  let appInstance = null;
  global.App = (cfg) => {
    appInstance = cfg;
  };
  global.getApp = () => appInstance;
  global.getCurrentPages = () => stack.slice();
  global.__wxConfig = {
    envVersion: 'develop',
    platform: 'devtools',
    pages: routes,
    entryPagePath: entry,
    subPackages: appJson.subPackages || appJson.subpackages || [],
    global: { window: appJson.window || {} },
    tabBar: appJson.tabBar,
    accountInfo: { appId: 'wx-simulate' },
  };
  installWxMocks();
  const launchOptions = { path: entry, query: options.launchQuery || {}, scene: 1001, referrerInfo: {} };
  global.wx.getLaunchOptionsSync = () => ({ ...launchOptions });
  global.wx.getEnterOptionsSync = () => ({ ...launchOptions });

  loaded = {
    distDir,
    appJson,
    routes,
    instance: null,
    navigations: [],
    launch: newCollector('(launch)'),
    storage,
  };
  collector = loaded.launch;
  try {
    // app.js requires runtime/taro/vendors/common and calls App(); Taro reads getCurrentPages/getApp here.
    require(path.join(distDir, 'app.js'));
    if (!appInstance) throw new Error('app.js did not call App()');
    loaded.instance = appInstance;
    if (appInstance.onLaunch) appInstance.onLaunch({ ...launchOptions });
    if (appInstance.onShow) appInstance.onShow({ ...launchOptions });
  } catch (e) {
    loaded.launch.errors.push(`app launch threw: ${formatArgs([e])}`);
  } finally {
    collector = background;
  }
  return loaded;
}

function requireLoaded() {
  if (!loaded) throw new Error('call loadApp(distDir) first');
  return loaded;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Waits until nothing (setData, wx callbacks) happened for `quietMs`, at most `maxMs`. */
async function settle({ quietMs = 40, maxMs = 3000 } = {}) {
  const start = Date.now();
  await sleep(0);
  while (Date.now() - start < maxMs) {
    if (Date.now() - lastActivity >= quietMs) return true;
    await sleep(5);
  }
  return false;
}

function normText(s) {
  return String(s || '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every exparser node of a rendered tree, crossing custom-component shadow roots (Taro's `comp`). */
function* walkExparser(node) {
  if (!node) return;
  yield node;
  if (node instanceof exparser.Component && node.shadowRoot instanceof exparser.Element)
    yield* walkExparser(node.shadowRoot);
  for (const child of node.childNodes || []) if (child instanceof exparser.Element) yield* walkExparser(child);
}

/** Selector search in the page's shadow root, then in every nested component's shadow root. exparser matches
 *  the classes as written in the code (`.nut-button`); the jsdom mirror carries them prefixed (`page--...`). */
function queryExparserAll(rootNode, selector) {
  const out = [];
  for (const n of walkExparser(rootNode)) {
    if (n instanceof exparser.Component && n.shadowRoot && n.shadowRoot.querySelectorAll) {
      for (const hit of n.shadowRoot.querySelectorAll(selector) || []) if (!out.includes(hit)) out.push(hit);
    }
  }
  return out;
}

function dispatch(node, type, detail) {
  touch();
  exparser.Event.dispatchEvent(
    node,
    exparser.Event.create(type, detail || {}, {
      bubbles: true,
      capturePhase: true,
      composed: true,
      extraFields: { touches: [], changedTouches: [] },
    }),
  );
}

/**
 * Render one page of app.json.
 * @param {string} routeOrUrl 'pagesB/view/404', '/pagesB/view/404' or with a query string ('...?shortCode=x')
 * @param {Record<string,string>} [query] onLoad options (merged over the url's); values are passed as given
 * @param {{ storage?: Record<string, unknown>, timeoutMs?: number, quietMs?: number }} [opts]
 *   storage: entries written to wx storage before the page loads
 */
async function renderPage(routeOrUrl, query = {}, opts = {}) {
  const app = requireLoaded();
  const parsed = splitUrl(routeOrUrl);
  const route = parsed.route;
  const q = {};
  for (const [k, v] of Object.entries({ ...parsed.query, ...query })) if (v !== undefined) q[k] = String(v);
  if (!app.routes.includes(route)) throw new Error(`${route} is not a page of ${path.join(app.distDir, 'app.json')}`);
  for (const [k, v] of Object.entries(opts.storage || {})) storage.set(k, JSON.parse(JSON.stringify(v)));

  const col = newCollector(route);
  const started = Date.now();
  const pending = { route, query: q, collector: col, updates: 0 };
  pendingPage = pending;
  collector = col;
  touch();

  let comp = null;
  let container = null;
  try {
    const id = simulate.load(path.join(app.distDir, route), 'page', { rootPath: app.distDir, compiler: 'official' });
    comp = simulate.render(id);
    if (!comp) throw new Error(`simulate could not render ${route}`);
    if (!JComponent) JComponent = Object.getPrototypeOf(Object.getPrototypeOf(comp)).constructor;
    container = document.createElement('page-container');
    document.body.appendChild(container);
    comp.attach(container); // attached -> onLoad/onShow, ready -> onReady
  } catch (e) {
    col.errors.push(`render threw: ${formatArgs([e])}`);
  }

  // Taro renders asynchronously (React commit -> setData): wait for the first update, then for quiet.
  const timeoutMs = opts.timeoutMs || 5000;
  const populated = () => !!(comp && comp.data && comp.data.root && comp.data.root.cn && comp.data.root.cn.length);
  while (comp && !populated() && Date.now() - started < timeoutMs) await sleep(5);
  await settle({ quietMs: opts.quietMs || 40, maxMs: timeoutMs });

  let unloaded = false;
  const handle = {
    route,
    pageQuery: q,
    component: comp,
    get instance() {
      return comp && comp.instance;
    },
    /** console.warn lines while this page was active (includes the WXMLRT_ ones). */
    warnings: col.warnings,
    /** console.error lines, lifecycle/render throws, unhandled rejections while this page was active. */
    errors: col.errors,
    logs: col.logs,
    navigations: col.navigations,
    requests: col.requests,
    renderMs: Date.now() - started,
    get templateWarnings() {
      return col.warnings.filter((w) => WXMLRT.test(w));
    },
    get updates() {
      return pending.updates;
    },
    /**
     * Where nodes with Taro node name `nn` sit in the page data, as class paths from the root (classes name the
     * NutUI component: 'static-view.screen > view.nut-button > static-text'). For template warnings.
     */
    async locate(nn) {
      const names = await nodeNames();
      const label = (n) =>
        `${names[n.nn] || `nn${n.nn}`}${n.cl ? `.${String(n.cl).trim().split(/\s+/).slice(0, 2).join('.')}` : ''}`;
      const found = [];
      const walk = (node, trail) => {
        for (const child of (node && node.cn) || []) {
          const here = [...trail, label(child)];
          if (String(child.nn) === String(nn)) found.push(here.join(' > '));
          walk(child, here);
        }
      };
      walk(comp && comp.data && comp.data.root, []);
      return found;
    },
    /** Taro's page data ({ root: { cn: [...] } }). */
    data() {
      return comp ? comp.data : undefined;
    },
    isEmpty() {
      return !populated() || (!normText(handle.text()) && !(comp.dom && comp.dom.querySelector('*')));
    },
    /** Visible text of the rendered tree (jsdom mirror, nested components included), whitespace-collapsed. */
    text() {
      return comp && comp.dom ? normText(comp.dom.textContent) : '';
    },
    /** Every non-empty text run, in document order. */
    texts() {
      if (!comp || !comp.dom) return [];
      const out = [];
      const walker = document.createTreeWalker(comp.dom, window.NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode())
        if (normText(n.nodeValue)) out.push(normText(n.nodeValue));
      return out;
    },
    has(text) {
      return handle.text().includes(text);
    },
    /** The rendered markup (wx-* tags; classes carry simulate's `page--` prefix). */
    html() {
      return comp && comp.dom ? comp.dom.innerHTML : '';
    },
    /** j-component's JSON tree (tagName, attrs, event, children). */
    tree() {
      return comp ? comp.toJSON() : null;
    },
    /** exparser selector: classes as written in the code ('.nut-button') or ids; tag selectors ('view') do not
     *  match here. Searches nested components too. Returns a j-component wrapper or null. */
    query(selector) {
      return handle.queryAll(selector)[0] || null;
    },
    queryAll(selector) {
      if (!comp) return [];
      return queryExparserAll(comp._exparserNode, selector).map((n) => n.__componentNode__ || new JComponent(n));
    },
    /** Deepest element whose text is exactly `text` (else the deepest one containing it). */
    findByText(text) {
      if (!comp || !comp.dom) return null;
      const els = [...comp.dom.querySelectorAll('*')].filter((el) => el.__wxElement);
      const deepest = (list) => list.filter((el) => !list.some((o) => o !== el && el.contains(o)));
      const exact = deepest(els.filter((el) => normText(el.textContent) === text));
      const found = exact.length ? exact : deepest(els.filter((el) => normText(el.textContent).includes(text)));
      return found[0] ? found[0].__wxElement : null;
    },
    /** Fire any mini-program event (bubbling, composed) on a target, then wait for the page to settle.
     *  target: exparser selector string, { selector }, { text }, or a node/wrapper from query(). */
    async fire(target, type, detail = {}) {
      const node = resolveTarget(handle, target);
      collector = col;
      try {
        dispatch(node, type, detail);
      } catch (e) {
        col.errors.push(`${type} handler threw: ${formatArgs([e])}`);
      }
      await settle({ quietMs: opts.quietMs || 40, maxMs: timeoutMs });
      return handle;
    },
    /** Tap by exparser selector (string or { selector }) or by text ({ text }); resolves after the page settles. */
    tap(target) {
      return handle.fire(target, 'tap', { x: 0, y: 0 });
    },
    tapText(text) {
      return handle.fire({ text }, 'tap', { x: 0, y: 0 });
    },
    settle: () => settle({ quietMs: opts.quietMs || 40, maxMs: timeoutMs }),
    /** Detach: onUnload runs, the page leaves getCurrentPages(), console capture goes back to background. */
    unload() {
      if (unloaded) return;
      unloaded = true;
      collector = col;
      try {
        if (comp) comp.detach();
      } catch (e) {
        col.errors.push(`unload threw: ${formatArgs([e])}`);
      }
      if (container) container.remove();
      collector = background;
    },
  };
  if (!comp) handle.unload();
  return handle;
}

function resolveTarget(handle, target) {
  let node = null;
  let label = '';
  if (typeof target === 'string' || (target && target.selector)) {
    const sel = typeof target === 'string' ? target : target.selector;
    label = `selector ${sel}`;
    const hit = handle.query(sel);
    node = hit && hit._exparserNode;
  } else if (target && target.text !== undefined) {
    label = `text "${target.text}"`;
    node = handle.findByText(target.text);
  } else if (target && target._exparserNode) {
    node = target._exparserNode;
  } else if (target instanceof exparser.Element) {
    node = target;
  }
  if (!node) throw new Error(`${handle.route}: no element for ${label || String(target)}`);
  return node;
}

/**
 * Render a standalone component directory with the official compiler (used by the self-test that proves a
 * missing template is detected). dir holds `<name>.json/.wxml/.js`.
 */
let wxsPrototypesPatched = false;
async function renderFixture(dir, name) {
  requireLoaded();
  const col = newCollector(`fixture ${name}`);
  collector = col;
  let comp = null;
  // wcc's output keeps its state in globals (__WXML_GLOBAL__ holds op caches indexed per compile, plus $gwx,
  // wh...): a second compile (another rootPath) sharing them corrupts the app's ("reading '0'"). The fixture
  // gets a fresh __WXML_GLOBAL__ and the app's globals are put back afterwards. One flag must survive both
  // ways: `wxs_nf_init`, set once the wxs runtime has patched the built-in prototypes (non-configurable
  // properties: patching twice throws "Cannot redefine property: nv_length").
  const wccGlobals = ['__WXML_GLOBAL__', '$gwx', '$gwn', '$gwl', 'wh', 'gra', 'grb', '__wxml_comp_version__'];
  const saved = wccGlobals.map((k) => [k, Object.prototype.hasOwnProperty.call(global, k), global[k]]);
  const appWxml = global.__WXML_GLOBAL__;
  if (appWxml && appWxml.wxs_nf_init) wxsPrototypesPatched = true;
  for (const k of wccGlobals) delete global[k];
  if (wxsPrototypesPatched) global.__WXML_GLOBAL__ = { wxs_nf_init: true };
  try {
    const id = simulate.load(path.join(dir, name), 'fixture', { rootPath: dir, compiler: 'official' });
    comp = simulate.render(id);
    const container = document.createElement('fixture-container');
    document.body.appendChild(container);
    comp.attach(container);
    await settle();
    comp.detach();
    container.remove();
  } catch (e) {
    col.errors.push(`fixture threw: ${formatArgs([e])}`);
  } finally {
    if (global.__WXML_GLOBAL__ && global.__WXML_GLOBAL__.wxs_nf_init) wxsPrototypesPatched = true;
    for (const [k, had, v] of saved) {
      if (had) global[k] = v;
      else delete global[k];
    }
    if (!appWxml && wxsPrototypesPatched) global.__WXML_GLOBAL__ = { wxs_nf_init: true };
    collector = background;
  }
  return {
    warnings: col.warnings,
    errors: col.errors,
    get templateWarnings() {
      return col.warnings.filter((w) => WXMLRT.test(w));
    },
    html: comp && comp.dom ? comp.dom.innerHTML : '',
  };
}

module.exports = {
  BUILT_DIR,
  loadApp,
  renderPage,
  renderFixture,
  listRoutes,
  splitUrl,
  settle,
  /** Tells the app the network came or went (wx.onNetworkStatusChange listeners), as WeChat would. */
  setNetwork(connected) {
    for (const listener of network.listeners) listener({ isConnected: connected, networkType: connected ? 'wifi' : 'none' });
  },
  /** Replace the wx.request responder (null = offline). */
  setRequestResponder(fn) {
    requestResponder = fn || null;
  },
  storage,
  deviceFiles,
  privacy,
  resetStorage() {
    storage.clear();
  },
  /** Console output captured while no page was active. */
  background,
  /** The real console, for printing from tests while capture is on. */
  realConsole,
  get exparser() {
    return exparser;
  },
  WXMLRT,
  MISSING_TMPL,
  nodeNames,
};
