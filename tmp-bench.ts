import { benchScan } from './scripts/lib/bench-scan';
void benchScan();
