// The demo store's catalogue and the seeded wishlists and carts (docs/demo-api.md, E-commerce). Fixed names, so the
// shop reads like a real one; ratings, stock, shipping and the cart extras come from a generator seeded with the
// domain's name, and shipping dates sit at fixed offsets from the server's `now`, so every load (and a test that
// pins `now`) sees the same store.
import {
  PRODUCT_COLORS,
  roundMoney,
  slugOf,
  type OrderDetail,
  type Product,
  type ProductColor,
} from '@live-agent/contracts';
import type { Server } from 'miragejs';
import { addDays, createRandom, isoDate, startOfUtcDay } from '../../random';
import type { SeedClock } from '../../types';
import { productImage } from './images';

/** What a product keeps beside its API fields: the detail's colours and the cart view's extras. */
export interface ProductRecord extends Product {
  colorOptions: ProductColor[];
  shippingDate: string;
  offers: number;
  discountPercentage: number;
}

export interface WishlistRecord {
  id: number;
  userId: number;
  productId: number;
}

export interface CartRecord {
  id: number;
  userId: number;
  productId: number;
  qty: number;
}

type Seed = [name: string, brand: string, category: string, price: number, description: string];

// 27 products (docs/demo-api.md, E-commerce), in the shop's "featured" order.
const CATALOGUE: Seed[] = [
  [
    'Aurora X2 Smartphone',
    'Nimbus',
    'Phones',
    799,
    'A 6.4-inch OLED phone with a two-day battery, a 50 MP camera that keeps up in low light, and 256 GB of storage.',
  ],
  [
    'Pulse Wireless Earbuds',
    'Sonora',
    'Audio',
    129,
    'Noise-cancelling earbuds with eight hours per charge, a pocket case that adds three more, and a clear voice mic for calls.',
  ],
  [
    'Atlas 14 Ultrabook',
    'Kestrel',
    'Computers',
    1299,
    'A 1.2 kg laptop with a 14-inch 2.8K screen, 16 GB of memory and an all-day battery, in a recycled aluminium shell.',
  ],
  [
    'Orbit Smart Watch',
    'Nimbus',
    'Wearables',
    249,
    'Tracks heart rate, sleep and workouts, shows your messages and pays at the till, with a week between charges.',
  ],
  [
    'Beam 4K Projector',
    'Lumen',
    'TV & Video',
    899,
    'A short-throw projector that fills a 100-inch wall from half a metre away, with built-in streaming apps.',
  ],
  [
    'Echo Studio Speaker',
    'Sonora',
    'Audio',
    199,
    'A room-filling smart speaker with deep bass, voice control and multi-room playback.',
  ],
  [
    'Shutter Z50 Mirrorless Camera',
    'Optica',
    'Cameras',
    1049,
    'A 24 MP mirrorless body with fast autofocus, 4K video and a flip screen for vlogging.',
  ],
  [
    'Nova Tab 11',
    'Kestrel',
    'Computers',
    549,
    'An 11-inch tablet with a 120 Hz screen, stylus support and a keyboard cover sold separately.',
  ],
  [
    'Drift Robot Vacuum',
    'Homely',
    'Smart Home',
    399,
    'Maps your home with lidar, empties itself into the base and avoids cables and socks.',
  ],
  [
    'Halo Smart Bulb (4-pack)',
    'Lumen',
    'Smart Home',
    59,
    'Sixteen million colours and warm whites, schedules and scenes, no hub needed.',
  ],
  [
    'Strider Fitness Band',
    'Nimbus',
    'Wearables',
    79,
    'A slim band counting steps, sleep and stress, water-resistant to 50 metres.',
  ],
  [
    'Vista 55" OLED TV',
    'Lumen',
    'TV & Video',
    1499,
    'Deep blacks, Dolby Vision and a 120 Hz panel for games, with a slim stand that fits any sideboard.',
  ],
  [
    'Quill Mechanical Keyboard',
    'Kestrel',
    'Accessories',
    149,
    'Hot-swappable tactile switches, a solid aluminium frame and Bluetooth for three devices.',
  ],
  [
    'Glide Wireless Mouse',
    'Kestrel',
    'Accessories',
    49,
    'A quiet, ergonomic mouse with a ten-week battery and a scroll wheel that spins free.',
  ],
  [
    'Aurora X2 Mini',
    'Nimbus',
    'Phones',
    599,
    'The Aurora camera and battery in a 5.8-inch body that fits every pocket.',
  ],
  [
    'Resonance Over-Ear Headphones',
    'Sonora',
    'Audio',
    329,
    'Studio-tuned headphones with adaptive noise cancelling and thirty hours of play.',
  ],
  [
    'Pixel Action Cam 3',
    'Optica',
    'Cameras',
    299,
    'A rugged 5K action camera, waterproof to 10 metres, with stabilisation that smooths any trail.',
  ],
  [
    'Keystone Video Doorbell',
    'Homely',
    'Smart Home',
    179,
    'See who is at the door from anywhere, with package alerts and night vision.',
  ],
  [
    'Volt Power Bank 20K',
    'Voltio',
    'Accessories',
    69,
    'Charges a phone four times over, or a laptop once, through two fast USB-C ports.',
  ],
  [
    'Arc Gaming Console',
    'Arcadia',
    'Gaming',
    499,
    'A 4K console with a fast SSD, quick resume and a controller with adaptive triggers.',
  ],
  [
    'Arc Wireless Controller',
    'Arcadia',
    'Gaming',
    69,
    'Low-latency controller with haptics, a 40-hour battery and remappable back buttons.',
  ],
  [
    'Summit 27" 4K Monitor',
    'Kestrel',
    'Computers',
    449,
    'A colour-accurate 27-inch panel with USB-C power delivery and a height-adjustable stand.',
  ],
  [
    'Lens 50mm f/1.8',
    'Optica',
    'Cameras',
    219,
    'A light prime lens for portraits with creamy background blur and quiet focusing.',
  ],
  [
    'Thermo Smart Thermostat',
    'Homely',
    'Smart Home',
    229,
    'Learns your schedule, heats only the rooms in use and shows the savings each month.',
  ],
  [
    'Voltio Charging Dock 3-in-1',
    'Voltio',
    'Accessories',
    89,
    'Charges a phone, a watch and earbuds at once on one small stand.',
  ],
  [
    'Arcadia VR Headset',
    'Arcadia',
    'Gaming',
    399,
    'A standalone headset with sharp lenses, hand tracking and a library of fitness games.',
  ],
  [
    'Sonora Soundbar S5',
    'Sonora',
    'Audio',
    449,
    'Five speakers in one bar, spatial sound and a wireless subwoofer for films that rumble.',
  ],
];

export const PRODUCT_COUNT = CATALOGUE.length;

const slugify = (name: string) => slugOf(name.replace(/["”]/g, ''));

export function buildProducts(now: Date): ProductRecord[] {
  const random = createRandom('ecommerce');
  const today = startOfUtcDay(now);
  return CATALOGUE.map(([name, brand, category, price, description], index) => {
    const colorCount = random.int(1, 4);
    const start = random.int(0, PRODUCT_COLORS.length - 1);
    const colorOptions = Array.from(
      { length: colorCount },
      (_, k) => PRODUCT_COLORS[(start + k) % PRODUCT_COLORS.length],
    );
    return {
      id: index + 1,
      name,
      slug: slugify(name),
      description,
      brand,
      category,
      // Some prices end in .99, as shops do.
      price: random.bool(0.4) ? price - 0.01 : price,
      image: productImage(category),
      hasFreeShipping: random.bool(0.55),
      rating: random.int(2, 5),
      // Two products are sold out, so the detail page shows both availabilities.
      inStock: index !== 10 && index !== 22,
      colorOptions,
      shippingDate: isoDate(addDays(today, random.int(2, 9))),
      offers: random.int(1, 4),
      discountPercentage: random.int(3, 20),
    };
  });
}

/** The seeded accounts (auth seeds): admin (1) and client (2) have five cart lines and a couple of wishes. */
const SEEDED_CARTS: Record<number, { cart: number[]; wishlist: number[] }> = {
  1: { cart: [1, 2, 4, 10, 13], wishlist: [3, 7, 16] },
  2: { cart: [5, 6, 8, 11, 19], wishlist: [12, 20] },
};

export function seedEcommerce(server: Server, clock: SeedClock): void {
  const products = buildProducts(clock.now);
  server.db.ecommerceProducts.insert(products);
  server.db.ecommerceOrders.insert(seededOrder(products, clock.now));
  for (const [userId, { cart, wishlist }] of Object.entries(SEEDED_CARTS)) {
    server.db.ecommerceWishlists.insert(wishlist.map((productId) => ({ userId: Number(userId), productId })));
    // The first line holds two, so the quantity stepper starts somewhere other than its minimum.
    server.db.ecommerceCarts.insert(
      cart.map((productId, index) => ({ userId: Number(userId), productId, qty: index === 0 ? 2 : 1 })),
    );
  }
}

/**
 * One past order of the admin's (products 6 and 9, cash on delivery, twelve days before `now`), so the order history
 * has something to show before anything is bought, and its detail a real address.
 */
export function seededOrder(products: readonly ProductRecord[], now: Date): OrderDetail & { userId: number } {
  const lines = [6, 9].map((id, index) => {
    const product = products.find((each) => each.id === id)!;
    return {
      productId: product.id,
      name: product.name,
      slug: product.slug,
      brand: product.brand,
      image: product.image,
      price: product.price,
      discountPercentage: product.discountPercentage,
      qty: index + 1,
    };
  });
  const subtotal = roundMoney(lines.reduce((sum, line) => sum + line.price * line.qty, 0));
  const discount = roundMoney(
    lines.reduce((sum, line) => sum + roundMoney((line.price * line.qty * line.discountPercentage) / 100), 0),
  );
  const placedAt = addDays(now, -12);
  return {
    id: 1,
    userId: 1,
    number: `#${String(100000 + 7919).slice(-6)}`,
    placedAt: placedAt.toISOString(),
    deliveryBy: isoDate(addDays(placedAt, 5)),
    items: 3,
    summary: { subtotal, discount, delivery: 0, total: roundMoney(subtotal - discount) },
    paymentMethod: 'cod',
    cardLast4: null,
    address: {
      fullName: 'John Doe',
      phone: '+1 202 555 0147',
      line1: '1600 Amphitheatre Parkway',
      line2: '',
      postcode: '94043',
      city: 'Mountain View',
      state: 'California',
      type: 'office',
    },
    lines,
  };
}
