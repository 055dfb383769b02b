/** Devices (calls-and-errors.md §7 "Device: /device/..."). */
import { z } from 'zod/mini';

import { devicePropertiesSchema, deviceRecordsSchema, deviceRowsSchema, deviceSchema, deviceTypeSchema, deviceTypesSchema } from './schemas/devices';
import { request } from './transport';

const enc = encodeURIComponent;

export const myDeviceTypes = () => request({ path: '/device/user/device/types', schema: deviceTypesSchema });
export const devicesOfType = (typeId: string, keyword: string) =>
  request({ path: '/device/device', query: { typeId, keyword }, schema: deviceRowsSchema });
export const deviceDetail = (id: string) =>
  request({ path: `/device/DeviceManagement/device/${enc(id)}`, schema: deviceSchema });
export const deviceRecords = (id: string) =>
  request({ path: `/device/DeviceManagement/device/record/${enc(id)}`, schema: deviceRecordsSchema });
export const sendInstruction = (deviceId: string, code: string) =>
  request({ method: 'POST', path: '/device/instruct', data: { deviceId, code }, schema: z.unknown() });
/** One type: its name, how many devices, the instructions its devices take (the device list's head). */
export const deviceType = (id: string) => request({ path: `/device/type/${enc(id)}`, schema: deviceTypeSchema });
/** A device's properties as they read now (refreshed on their own, without the rest of the page). */
export const deviceProperties = (deviceId: string) => request({ path: '/device/property', query: { deviceId }, schema: devicePropertiesSchema });
