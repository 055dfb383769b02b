// Must run before any test module: @tarojs/router -> components -> taro-h5 -> router is an import cycle
// that otherwise leaves `history` undefined.
require('@tarojs/taro');
