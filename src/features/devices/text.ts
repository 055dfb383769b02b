/** The device screens' words. */
export const DEVICE_TEXT = {
  types: '设备类型',
  deviceCount: (n: number) => `${n} 台设备`,
  noTypes: '暂无可查看的设备',
  noDevices: '该类型下暂无设备',
  search: '搜索设备名称',
  status: { ONLINE: '在线', OFFLINE: '离线', FAULT: '故障' },
  sn: '序列号',
  location: '位置',
  properties: '设备属性',
  records: '设备记录',
  noRecords: '暂无记录',
  instructions: '下发指令',
  sent: '指令已下发',
  loadFailed: '设备信息加载失败',
} as const;
