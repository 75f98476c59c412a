/** Realistic customer identities per country: names, e-mails, national ids, addresses, phones. */
import type { Rng } from './random';
import { flat } from './flat';
import { slug } from './util';

const HISPANIC_FIRST = [
  'María',
  'José',
  'Juan',
  'Ana',
  'Luis',
  'Carmen',
  'Carlos',
  'Sofía',
  'Diego',
  'Valentina',
  'Jorge',
  'Camila',
  'Andrés',
  'Lucía',
  'Miguel',
  'Isabela',
  'Fernando',
  'Gabriela',
  'Ricardo',
  'Daniela',
  'Pablo',
  'Paula',
  'Mateo',
  'Florencia',
];
const HISPANIC_LAST = [
  'García',
  'Rodríguez',
  'Martínez',
  'López',
  'González',
  'Pérez',
  'Sánchez',
  'Ramírez',
  'Torres',
  'Flores',
  'Rivera',
  'Gómez',
  'Díaz',
  'Vargas',
  'Castro',
  'Morales',
  'Herrera',
  'Rojas',
  'Mendoza',
  'Silva',
  'Quispe',
  'Fernández',
];
const BRAZILIAN_FIRST = [
  'João',
  'Maria',
  'Pedro',
  'Ana',
  'Lucas',
  'Juliana',
  'Gabriel',
  'Fernanda',
  'Rafael',
  'Beatriz',
  'Thiago',
  'Larissa',
  'Bruno',
  'Camila',
  'Felipe',
  'Mariana',
  'Gustavo',
  'Letícia',
];
const BRAZILIAN_LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Lima',
  'Pereira',
  'Ferreira',
  'Costa',
  'Rodrigues',
  'Almeida',
  'Nascimento',
  'Carvalho',
  'Araújo',
  'Ribeiro',
  'Gomes',
  'Barbosa',
];
const EGYPTIAN_FIRST = ['Ahmed', 'Mohamed', 'Fatma', 'Mona', 'Omar', 'Nour', 'Youssef', 'Salma', 'Karim', 'Hana'];
const EGYPTIAN_LAST = ['Hassan', 'Ali', 'Ibrahim', 'Mahmoud', 'Mostafa', 'Abdelrahman', 'Saleh', 'Fathy', 'Khalil', 'Nasser'];
const EAST_AFRICAN_FIRST = [
  'Wanjiru',
  'Otieno',
  'Achieng',
  'Kamau',
  'Njeri',
  'Baraka',
  'Amani',
  'Neema',
  'Juma',
  'Zawadi',
  'Mugisha',
  'Nakato',
  'Okello',
  'Aisha',
];
const EAST_AFRICAN_LAST = [
  'Mwangi',
  'Odhiambo',
  'Kariuki',
  'Mutua',
  'Wambui',
  'Mushi',
  'Kimaro',
  'Nsubuga',
  'Ssempala',
  'Mollel',
  'Kiprono',
  'Namutebi',
];
const WEST_AFRICAN_FIRST = [
  'Chinedu',
  'Ngozi',
  'Oluwaseun',
  'Adaeze',
  'Emeka',
  'Funmilayo',
  'Kwame',
  'Ama',
  'Kofi',
  'Abena',
  'Tunde',
  'Yaw',
];
const WEST_AFRICAN_LAST = ['Okafor', 'Adeyemi', 'Eze', 'Balogun', 'Nwosu', 'Mensah', 'Boateng', 'Owusu', 'Asante', 'Oyelaran', 'Danso'];
const SOUTH_AFRICAN_FIRST = ['Thabo', 'Lerato', 'Sipho', 'Naledi', 'Johan', 'Anneke', 'Themba', 'Zanele', 'Pieter', 'Ayanda'];
const SOUTH_AFRICAN_LAST = ['Nkosi', 'Dlamini', 'Van der Merwe', 'Botha', 'Mokoena', 'Khumalo', 'Naidoo', 'Pretorius', 'Zulu', 'Ndlovu'];

const NAMES: Record<string, readonly [readonly string[], readonly string[]]> = {
  BR: [BRAZILIAN_FIRST, BRAZILIAN_LAST],
  EG: [EGYPTIAN_FIRST, EGYPTIAN_LAST],
  KE: [EAST_AFRICAN_FIRST, EAST_AFRICAN_LAST],
  TZ: [EAST_AFRICAN_FIRST, EAST_AFRICAN_LAST],
  UG: [EAST_AFRICAN_FIRST, EAST_AFRICAN_LAST],
  NG: [WEST_AFRICAN_FIRST, WEST_AFRICAN_LAST],
  GH: [WEST_AFRICAN_FIRST, WEST_AFRICAN_LAST],
  ZA: [SOUTH_AFRICAN_FIRST, SOUTH_AFRICAN_LAST],
};

interface Place {
  city: string;
  state: string;
  postalCode: string;
  streets: readonly string[];
}

const PLACES: Record<string, readonly Place[]> = {
  AR: [
    { city: 'Buenos Aires', state: 'CABA', postalCode: 'C1043', streets: ['Av. Corrientes', 'Av. Santa Fe', 'Calle Florida'] },
    { city: 'Córdoba', state: 'Córdoba', postalCode: 'X5000', streets: ['Av. Colón', 'Calle Dean Funes'] },
    { city: 'Rosario', state: 'Santa Fe', postalCode: 'S2000', streets: ['Bv. Oroño', 'Calle San Martín'] },
  ],
  BR: [
    { city: 'São Paulo', state: 'SP', postalCode: '01310-100', streets: ['Av. Paulista', 'Rua Augusta', 'Rua Oscar Freire'] },
    { city: 'Rio de Janeiro', state: 'RJ', postalCode: '22021-001', streets: ['Av. Atlântica', 'Rua Visconde de Pirajá'] },
    { city: 'Belo Horizonte', state: 'MG', postalCode: '30130-000', streets: ['Av. Afonso Pena', 'Rua da Bahia'] },
  ],
  CL: [
    { city: 'Santiago', state: 'Región Metropolitana', postalCode: '8320000', streets: ['Av. Providencia', 'Av. Apoquindo'] },
    { city: 'Valparaíso', state: 'Valparaíso', postalCode: '2340000', streets: ['Av. Brasil', 'Calle Prat'] },
  ],
  CO: [
    { city: 'Bogotá', state: 'Cundinamarca', postalCode: '110111', streets: ['Carrera 7', 'Calle 72', 'Av. Caracas'] },
    { city: 'Medellín', state: 'Antioquia', postalCode: '050021', streets: ['Carrera 43A', 'Calle 10'] },
    { city: 'Cali', state: 'Valle del Cauca', postalCode: '760001', streets: ['Av. Sexta', 'Calle 5'] },
  ],
  EC: [
    { city: 'Quito', state: 'Pichincha', postalCode: '170135', streets: ['Av. Amazonas', 'Av. 6 de Diciembre'] },
    { city: 'Guayaquil', state: 'Guayas', postalCode: '090313', streets: ['Av. 9 de Octubre', 'Malecón Simón Bolívar'] },
  ],
  EG: [
    { city: 'Cairo', state: 'Cairo', postalCode: '11511', streets: ['Tahrir Street', 'Qasr El Nil Street'] },
    { city: 'Alexandria', state: 'Alexandria', postalCode: '21500', streets: ['Corniche Road', 'Fouad Street'] },
  ],
  GH: [
    { city: 'Accra', state: 'Greater Accra', postalCode: 'GA-039', streets: ['Oxford Street', 'Liberation Road'] },
    { city: 'Kumasi', state: 'Ashanti', postalCode: 'AK-039', streets: ['Harper Road', 'Prempeh II Street'] },
  ],
  KE: [
    { city: 'Nairobi', state: 'Nairobi County', postalCode: '00100', streets: ['Moi Avenue', 'Kenyatta Avenue', 'Ngong Road'] },
    { city: 'Mombasa', state: 'Mombasa County', postalCode: '80100', streets: ['Moi Avenue', 'Nyali Road'] },
  ],
  MX: [
    {
      city: 'Ciudad de México',
      state: 'CDMX',
      postalCode: '06600',
      streets: ['Paseo de la Reforma', 'Av. Insurgentes Sur', 'Calle Madero'],
    },
    { city: 'Guadalajara', state: 'Jalisco', postalCode: '44100', streets: ['Av. Vallarta', 'Av. Chapultepec'] },
    { city: 'Monterrey', state: 'Nuevo León', postalCode: '64000', streets: ['Av. Constitución', 'Calle Morelos'] },
  ],
  NG: [
    { city: 'Lagos', state: 'Lagos', postalCode: '101233', streets: ['Awolowo Road', 'Adeola Odeku Street'] },
    { city: 'Abuja', state: 'FCT', postalCode: '900211', streets: ['Aminu Kano Crescent', 'Ahmadu Bello Way'] },
  ],
  PE: [
    { city: 'Lima', state: 'Lima', postalCode: '15074', streets: ['Av. Larco', 'Av. Javier Prado', 'Jr. de la Unión'] },
    { city: 'Arequipa', state: 'Arequipa', postalCode: '04001', streets: ['Calle Mercaderes', 'Av. Ejército'] },
  ],
  ZA: [
    { city: 'Johannesburg', state: 'Gauteng', postalCode: '2196', streets: ['Rivonia Road', 'Jan Smuts Avenue'] },
    { city: 'Cape Town', state: 'Western Cape', postalCode: '8001', streets: ['Long Street', 'Bree Street'] },
  ],
  TZ: [
    { city: 'Dar es Salaam', state: 'Dar es Salaam', postalCode: '11101', streets: ['Samora Avenue', 'Ali Hassan Mwinyi Road'] },
    { city: 'Arusha', state: 'Arusha', postalCode: '23101', streets: ['Sokoine Road', 'Old Moshi Road'] },
  ],
  UG: [
    { city: 'Kampala', state: 'Central Region', postalCode: '256', streets: ['Kampala Road', 'Jinja Road'] },
    { city: 'Entebbe', state: 'Central Region', postalCode: '256', streets: ['Circular Road', 'Kampala Road'] },
  ],
};

const PHONE_PREFIX: Record<string, string> = {
  AR: '+54 9 11',
  BR: '+55 11 9',
  CL: '+56 9',
  CO: '+57 3',
  EC: '+593 9',
  EG: '+20 10',
  GH: '+233 24',
  KE: '+254 7',
  MX: '+52 55',
  NG: '+234 80',
  PE: '+51 9',
  ZA: '+27 82',
  TZ: '+255 7',
  UG: '+256 7',
};

const MAIL_DOMAINS = ['example.com', 'example.net', 'example.org', 'mail.example', 'correo.example'];

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  personalId: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  ip: string;
}

function cpf(rng: Rng): string {
  const d = rng.digits(11);
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

function rut(rng: Rng): string {
  const d = String(rng.int(8_000_000, 25_999_999));
  return `${d.slice(0, -6)}.${d.slice(-6, -3)}.${d.slice(-3)}-${rng.pick(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'K'])}`;
}

export function personalIdFor(country: string, rng: Rng): string {
  switch (country) {
    case 'BR':
      return cpf(rng);
    case 'CL':
      return rut(rng);
    case 'AR':
    case 'PE':
      return String(rng.int(10_000_000, 45_999_999));
    case 'CO':
    case 'EC':
      return `1${rng.digits(9)}`;
    case 'MX':
      return `${rng.alnum(4)}${rng.digits(6)}${rng.pick(['H', 'M'])}${rng.alnum(5)}${rng.digits(2)}`;
    case 'ZA':
      return rng.digits(13);
    case 'EG':
      return `2${rng.digits(13)}`;
    case 'NG':
      return rng.digits(11);
    case 'GH':
      return `GHA-${rng.digits(9)}-${rng.digits(1)}`;
    default:
      return rng.digits(8);
  }
}

export function makePerson(country: string, rng: Rng): Person {
  const [firsts, lasts] = NAMES[country] ?? [HISPANIC_FIRST, HISPANIC_LAST];
  const firstName = rng.pick(firsts);
  const lastName = rng.pick(lasts);
  const place = rng.pick(PLACES[country] ?? PLACES.MX);
  const local = `${slug(firstName)}.${slug(lastName).replace(/-/g, '')}${rng.bool(0.6) ? rng.int(1, 999) : ''}`;
  return {
    firstName,
    lastName,
    email: flat(`${local}@${rng.pick(MAIL_DOMAINS)}`),
    personalId: flat(personalIdFor(country, rng)),
    phone: flat(`${PHONE_PREFIX[country] ?? '+1'} ${rng.digits(4)} ${rng.digits(4)}`),
    address: flat(`${rng.pick(place.streets)} ${rng.int(10, 4999)}`),
    city: place.city,
    state: place.state,
    postalCode: place.postalCode,
    ip: flat(`${rng.int(100, 223)}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`),
  };
}

/** The n-th place of a country (wraps): lets derived fields pick a place from a hash. */
export function placeAt(country: string, n: number): { city: string; state: string; postalCode: string } {
  const places = PLACES[country] ?? PLACES.MX;
  const { city, state, postalCode } = places[Math.abs(n) % places.length];
  return { city, state, postalCode };
}
