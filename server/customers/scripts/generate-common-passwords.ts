/**
 * Writes server/customers/common-passwords.txt: the passwords attackers try first, generated from
 * the well-known patterns of public breach analyses (nothing is downloaded): top words in the
 * shop's six languages, first names, keyboard walks, digit runs, leetspeak, the brand names, each
 * with the suffixes people add (digits, years, "!"). ASVS V6.2.4 asks for at least the top 3000
 * that satisfy the length rule; the list has several thousand of 8 or more characters.
 *   node --import tsx server/customers/scripts/generate-common-passwords.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const WORDS = `password passwort motdepasse contrasena wachtwoord parola passwd pass qwerty qwertz azerty admin
administrator root user guest login welcome willkommen bienvenue bienvenido benvenuto welkom iloveyou ichliebedich
jetaime teamo tiamo ikhouvanjou sunshine princess prinzessin dragon drache monkey football fussball soccer baseball
basketball letmein master shadow superman batman spiderman starwars pokemon minecraft fortnite trustno1 secret geheim
secreto segreto geheimnis hallo hello bonjour hola ciao hallo123 schatz schatzi liebe amour amore amor liefde love
lovely sommer summer winter fruehling spring herbst autumn soleil sole sol zon mond moon sterne star stars berlin
hamburg muenchen munchen koeln frankfurt stuttgart dresden leipzig wien zuerich zurich paris london madrid barcelona
roma rome milano amsterdam rotterdam bruxelles brussel europa deutschland germany france frankreich espana italia
nederland schweiz suisse austria oesterreich freedom freiheit liberte libertad liberta vrijheid computer internet
samsung iphone apple google facebook microsoft windows linux nintendo playstation xbox killer hunter ranger tigger
tiger lion loewe katze kitten chat gato gatto kat hund hunde dog perro cane hond pferd horse cheval caballo cavallo
paard blume flower fleur flor fiore bloem blume123 family familie famille familia famiglia familie123 friends freunde
amis amigos amici vrienden christmas weihnachten noel navidad natale kerstmis birthday geburtstag anniversaire
cumpleanos compleanno verjaardag photo foto fotos photos picture bild bilder poster posters karte karten card cards
fotowerk wandwerk fotokalender fotobuch leinwand canvas kalender calendar shopping einkaufen cookie cookies chocolate
schokolade banana bananen orange apfel pizza pasta kaffee coffee cafe beer bier wine wein vino whisky vodka soccer123
bayern borussia schalke werder hertha juventus barca realmadrid arsenal chelsea liverpool manchester ajax feyenoord
psv marseille olympique mercedes porsche ferrari bmw audi volkswagen toyota honda yamaha harley corvette mustang
matrix gandalf frodo hobbit zelda mario luigi sonic naruto goku pikachu hellokitty barbie disney mickey snoopy
garfield scooby simpsons homer bart lisa test test123 testtest testing demo default changeme changeit nopassword
blank asdf asdfgh asdfghjk asdfghjkl qwer qwert qwerty1 qwertyui qwertyuiop ytrewq zxcv zxcvb zxcvbn zxcvbnm yxcvbnm
azertyuiop azertyui qwertzu qwertzui qwertzuiop qwertzuiopü asdfghjklö wxcvbn qazwsx qazwsxedc 1qaz2wsx 1qazxsw2 zaq12wsx zaq1xsw2 1q2w3e 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y
q1w2e3r4 q1w2e3r4t5 a1b2c3 a1b2c3d4 abc abcd abcde abcdef abcdefg abcdefgh abc123 abcd1234 abc12345 aa123456
aaaaaa aaaaaaaa qqqqqqqq zzzzzzzz xxxxxxxx passw0rd p@ssword p@ssw0rd pa55word pa55w0rd pa$$word passwort1
passwort123 password1 password12 password123 password1234 passpass mypassword meinpasswort monmotdepasse
superpass supersecret topsecret streng strenggeheim hallowelt helloworld bonjourmonde holamundo ciaomondo
iloveu iloveyou1 loveyou loveme lovelove kisses kuss bisous besos baci kusjes angel engel ange angelo engeltje
baby babygirl babyboy sweety sweetheart honey honig cherry kirsche daisy rose rosie lily lilly jasmin jasmine
charlie buster bailey max maximus bella luna rocky lucky molly sammy coco sunny happy smile lachen spass fun
money geld argent dinero soldi geld123 rich gold silver diamond platinum crystal magic zauber wizard merlin
jesus christ gott god dieu dios dio heaven himmel hell hoelle devil teufel angel666 666666 lucifer satan
ninja samurai warrior krieger soldier pirate pirat captain kapitaen knight ritter king koenig queen koenigin
prince prinz qwerty123 qwertz123 azerty123 welcome1 welcome123 admin123 admin1234 root123 master123 letmein1
`;

const NAMES = `michael thomas andreas stefan christian peter daniel martin markus alexander sebastian tobias florian
jan lukas leon paul felix jonas maximilian tim niklas julian david moritz simon philipp matthias frank juergen klaus
wolfgang dieter uwe hans karl heinz sabine susanne petra andrea claudia nicole stefanie julia anna laura lena sarah
lisa katharina maria sophie marie hannah emma mia lea johanna melanie sandra kerstin monika ursula renate helga
jennifer jessica ashley amanda michelle emily olivia ava isabella charlotte amelia harry george oliver jack jacob
william james john robert joshua matthew andrew joseph ryan tyler brandon justin kevin jason nicholas anthony
jean pierre louis lucas hugo nathan antoine nicolas camille manon chloe ines lea jade louise alice juan jose carlos
luis javier miguel pablo sergio alejandro diego lucia paula sofia marta elena carmen giuseppe giovanni marco luca
francesco alessandro matteo andrea giulia francesca chiara sara federica daan sem bram lars thijs ruben sanne lotte
fleur emma eva anouk femke
`;

const SUFFIXES = ['', '1', '12', '123', '1234', '12345', '!', '123!'];
const YEARS = Array.from({ length: 2026 - 1960 + 1 }, (_, i) => String(1960 + i));

const DIGIT_RUNS = [
  '12345678',
  '123456789',
  '1234567890',
  '0123456789',
  '87654321',
  '987654321',
  '9876543210',
  '12341234',
  '12121212',
  '11223344',
  '11112222',
  '13579246',
  '24682468',
  '147258369',
  '159753',
  '15975300',
  '741852963',
  '963852741',
  '10203040',
  '12344321',
  '123123123',
  '123321123',
  '112233445566',
  '1234554321',
  '0987654321',
  '01234567',
  '20242024',
  '20252025',
  '19871987',
  '19901990',
  '123456780',
  '1111111111',
  '123456123456',
];

const out = new Set<string>();
const add = (value: string) => {
  const v = value.trim().toLowerCase();
  if (v) out.add(v);
};

const words = WORDS.split(/\s+/).filter(Boolean);
const names = NAMES.split(/\s+/).filter(Boolean);
for (const base of [...words, ...names]) {
  for (const suffix of SUFFIXES) add(base + suffix);
  add(base + base);
}
for (const base of [...words.slice(0, 30), ...names.slice(0, 10)]) {
  for (const year of YEARS) add(base + year);
}
for (const d of '0123456789') {
  for (const n of [6, 7, 8, 9, 10, 12]) add(d.repeat(n));
}
for (const run of DIGIT_RUNS) add(run);
// Leetspeak versions of the top words.
const leet = (w: string) =>
  w.replace(/a/g, '@').replace(/o/g, '0').replace(/e/g, '3').replace(/i/g, '1').replace(/s/g, '$');
for (const base of words.slice(0, 80)) {
  add(leet(base));
  add(`${leet(base)}1`);
  add(`${leet(base)}123`);
  add(`${leet(base)}!`);
}

const list = [...out].sort();
const long = list.filter((p) => [...p].length >= 8).length;
writeFileSync(join(import.meta.dirname, '..', 'common-passwords.txt'), `${list.join('\n')}\n`);
console.log(`${list.length} entries, ${long} of 8 or more characters`);
