/// <reference types="@tarojs/taro" />

declare module '*.png';
declare module '*.svg';
declare module '*.css';

declare namespace NodeJS {
  interface ProcessEnv {
    TARO_ENV: 'weapp' | 'h5' | undefined;
    TARO_APP_API_BASE?: string;
    TARO_APP_OIDC_ISSUER?: string;
    TARO_APP_CLIENT_ID?: string;
    TARO_APP_H5_HOST?: string;
    TARO_APP_SERVER_ORIGIN?: string;
    TARO_APP_WECHAT_APPID?: string;
  }
}

// Babel's runtime helpers, which src/platform/swc-helpers/ gives NutUI in place of @swc/helpers' equivalents.
declare module '@babel/runtime/helpers/esm/*' {
  const helper: (...args: never[]) => unknown;
  export default helper;
}
