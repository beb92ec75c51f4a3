// ECharts ships its locale objects without types; their shape is the one `registerLocale` takes.
declare module 'echarts/i18n/langDE-obj.js' {
  import type { registerLocale } from 'echarts/core';

  const locale: Parameters<typeof registerLocale>[1];
  export default locale;
}
