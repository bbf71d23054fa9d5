// The markers map's demo data: cities (names as written in English, proper nouns) with their country's alpha-2
// code (named in the page's language), position and a customer count. No two closer than about 3° of longitude
// or latitude, so at the closest zoom every city stands alone.
export interface City {
  id: number;
  name: string;
  country: string;
  lat: number;
  lon: number;
  customers: number;
}

const ROWS: Array<[string, string, number, number, number]> = [
  ['London', 'GB', 51.507, -0.128, 1840],
  ['Paris', 'FR', 48.857, 2.352, 1520],
  ['Berlin', 'DE', 52.52, 13.405, 1310],
  ['Munich', 'DE', 48.137, 11.575, 640],
  ['Amsterdam', 'NL', 52.37, 4.9, 590],
  ['Dublin', 'IE', 53.35, -6.26, 310],
  ['Madrid', 'ES', 40.417, -3.704, 870],
  ['Lisbon', 'PT', 38.722, -9.139, 720],
  ['Rome', 'IT', 41.903, 12.496, 680],
  ['Vienna', 'AT', 48.208, 16.373, 290],
  ['Warsaw', 'PL', 52.23, 21.012, 450],
  ['Stockholm', 'SE', 59.329, 18.069, 340],
  ['Athens', 'GR', 37.98, 23.73, 120],
  ['Istanbul', 'TR', 41.008, 28.978, 410],
  ['New York', 'US', 40.713, -74.006, 2210],
  ['Montréal', 'CA', 45.5, -73.57, 380],
  ['Toronto', 'CA', 43.653, -79.383, 760],
  ['Chicago', 'US', 41.878, -87.63, 930],
  ['San Francisco', 'US', 37.775, -122.419, 1190],
  ['Los Angeles', 'US', 34.05, -118.24, 1040],
  ['Vancouver', 'CA', 49.28, -123.12, 270],
  ['Mexico City', 'MX', 19.433, -99.133, 820],
  ['Bogotá', 'CO', 4.711, -74.072, 230],
  ['Lima', 'PE', -12.046, -77.043, 140],
  ['São Paulo', 'BR', -23.55, -46.633, 1630],
  ['Rio de Janeiro', 'BR', -22.907, -43.173, 690],
  ['Buenos Aires', 'AR', -34.604, -58.382, 480],
  ['Santiago', 'CL', -33.449, -70.669, 160],
  ['Lagos', 'NG', 6.524, 3.379, 190],
  ['Dakar', 'SN', 14.716, -17.467, 40],
  ['Casablanca', 'MA', 33.573, -7.59, 85],
  ['Cairo', 'EG', 30.044, 31.236, 95],
  ['Nairobi', 'KE', -1.292, 36.822, 70],
  ['Johannesburg', 'ZA', -26.204, 28.047, 210],
  ['Cape Town', 'ZA', -33.925, 18.424, 120],
  ['Dubai', 'AE', 25.205, 55.271, 330],
  ['Mumbai', 'IN', 19.076, 72.878, 980],
  ['Bengaluru', 'IN', 12.972, 77.595, 780],
  ['Bangkok', 'TH', 13.756, 100.502, 60],
  ['Singapore', 'SG', 1.352, 103.82, 260],
  ['Jakarta', 'ID', -6.2, 106.845, 110],
  ['Manila', 'PH', 14.6, 120.98, 45],
  ['Shanghai', 'CN', 31.23, 121.474, 150],
  ['Seoul', 'KR', 37.567, 126.978, 255],
  ['Tokyo', 'JP', 35.676, 139.65, 1045],
  ['Sydney', 'AU', -33.869, 151.209, 540],
  ['Melbourne', 'AU', -37.814, 144.963, 180],
  ['Auckland', 'NZ', -36.848, 174.763, 58],
];

export const CITIES: City[] = ROWS.map(([name, country, lat, lon, customers], index) => ({
  id: index + 1,
  name,
  country,
  lat,
  lon,
  customers,
}));
