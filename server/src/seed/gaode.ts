/** The gazetteer's centre points, one per district of the area dictionary (seed/areas.ts), GCJ-02. */
import type { Db } from '../db/index.js';
import { areaCentres } from '../db/schema.js';

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

export function seedGaode(db: Db): void {
  db.insert(areaCentres).values(AREA_CENTRES).run();
}
