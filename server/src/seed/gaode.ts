/** The gazetteer's centre points, one per district of the area dictionary (seed/areas.ts), GCJ-02. */
import type { Db } from '../db/index.js';
import { areaCentres, places } from '../db/schema.js';

const AREA_CENTRES = [
  { code: '110101', latitude: 39.9288, longitude: 116.4164, landmark: '王府井大街' },
  { code: '110105', latitude: 39.9215, longitude: 116.4431, landmark: '建国路' },
  { code: '110108', latitude: 39.9593, longitude: 116.2981, landmark: '中关村大街' },
  { code: '330106', latitude: 30.2741, longitude: 120.1315, landmark: '文三路' },
  { code: '330110', latitude: 30.4187, longitude: 120.299, landmark: '文一西路' },
  { code: '330203', latitude: 29.874, longitude: 121.55, landmark: '中山西路' },
  { code: '440106', latitude: 23.1247, longitude: 113.3612, landmark: '天河路' },
  { code: '440304', latitude: 22.541, longitude: 114.055, landmark: '深南大道' },
  { code: '440305', latitude: 22.5312, longitude: 113.9304, landmark: '科技园' },
];

/**
 * Named places for choose-location's nearby list and keyword search. 西湖区客户中心 is the visit form's check-in place
 * (1,000 m); 黄龙体育中心 lies inside that range and 浙江大学玉泉校区 outside it (the e2e spec picks both).
 */
const PLACES = [
  { id: 'pl-330106-1', name: '西湖区客户中心', areaCode: '330106', street: '文三路90号', latitude: 30.2741, longitude: 120.1315 },
  { id: 'pl-330106-2', name: '黄龙体育中心', areaCode: '330106', street: '黄龙路1号', latitude: 30.27, longitude: 120.129 },
  { id: 'pl-330106-3', name: '浙江大学玉泉校区', areaCode: '330106', street: '浙大路38号', latitude: 30.2636, longitude: 120.124 },
  { id: 'pl-330106-4', name: '西溪国家湿地公园', areaCode: '330106', street: '天目山路518号', latitude: 30.2716, longitude: 120.0636 },
  { id: 'pl-330110-1', name: '余杭区人民政府', areaCode: '330110', street: '南苑街道', latitude: 30.4187, longitude: 120.299 },
  { id: 'pl-330203-1', name: '天一广场', areaCode: '330203', street: '中山东路', latitude: 29.8705, longitude: 121.5563 },
  { id: 'pl-110101-1', name: '故宫博物院', areaCode: '110101', street: '景山前街4号', latitude: 39.9163, longitude: 116.3972 },
  { id: 'pl-110101-2', name: '王府井百货大楼', areaCode: '110101', street: '王府井大街255号', latitude: 39.9146, longitude: 116.4109 },
  { id: 'pl-110105-1', name: '国贸中心', areaCode: '110105', street: '建国门外大街1号', latitude: 39.9087, longitude: 116.4605 },
  { id: 'pl-110108-1', name: '北京大学', areaCode: '110108', street: '颐和园路5号', latitude: 39.9869, longitude: 116.3059 },
  { id: 'pl-440106-1', name: '天河体育中心', areaCode: '440106', street: '天河路299号', latitude: 23.139, longitude: 113.326 },
  { id: 'pl-440304-1', name: '深圳市民中心', areaCode: '440304', street: '福中三路', latitude: 22.5431, longitude: 114.0579 },
  { id: 'pl-440305-1', name: '深圳湾公园', areaCode: '440305', street: '滨海大道', latitude: 22.5186, longitude: 113.946 },
];

export function seedGaode(db: Db): void {
  db.insert(areaCentres).values(AREA_CENTRES).run();
  db.insert(places).values(PLACES).run();
}
