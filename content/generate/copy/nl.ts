/** Dutch copy ("je", as Dutch photo shops address their customers). */
import type { Dictionary } from './types';

export const nl: Dictionary = {
  toolbox: {
    overview: {
      name: 'Fototools',
      path: 'fototools',
      metaTitle: 'Fototools: omzetten, optimaliseren, pdf, printresolutie',
      metaDescription:
        "Gratis tools voor je foto's: bestanden omzetten, foto's verkleinen, foto's in een pdf zetten en de printresolutie controleren.",
      title: 'Fototools',
      body: "Maak je foto's klaar voordat je bestelt. Alle tools zijn gratis en je bestanden worden na korte tijd verwijderd.",
      toolsHeadline: 'Onze tools',
    },
    tools: {
      'convert-file': {
        name: 'Bestand omzetten',
        path: 'fototools/bestand-omzetten',
        metaTitle: 'Afbeelding omzetten: JPEG, PNG, WebP, TIFF, AVIF',
        metaDescription: 'Zet je foto om naar JPEG, PNG, WebP, TIFF of AVIF, gratis en zonder account.',
        title: 'Bestand omzetten',
        body: 'Sleep je foto in het vak, kies het formaat en download het resultaat. Het kleurprofiel en de cameragegevens blijven behouden.',
      },
      'optimize-image': {
        name: 'Foto optimaliseren',
        path: 'fototools/foto-optimaliseren',
        metaTitle: 'Foto verkleinen en optimaliseren',
        metaDescription:
          'Verklein je foto tot een zijde of bestandsgrootte. Locatiegegevens worden verwijderd, het kleurprofiel blijft.',
        title: 'Foto optimaliseren',
        body: 'Te groot om te uploaden? Geef een langste zijde of een maximale bestandsgrootte op. Locatie- en cameragegevens worden verwijderd, het kleurprofiel blijft behouden.',
      },
      'convert-pdf': {
        name: "Foto's naar pdf",
        path: 'fototools/pdf-maken',
        metaTitle: "Meerdere foto's in één pdf",
        metaDescription: "Zet meerdere foto's in één pdf, één pagina per foto.",
        title: "Foto's naar pdf",
        body: "Kies meerdere foto's: elke foto krijgt een eigen pagina, staand of liggend zoals de foto.",
      },
      'print-advice': {
        name: 'Printresolutie controleren',
        path: 'fototools/printresolutie',
        metaTitle: 'Printresolutie: hoe groot wordt mijn foto scherp?',
        metaDescription:
          'Upload je foto en zie tot welk formaat hij scherp wordt afgedrukt op canvas, poster en meer.',
        title: 'Printresolutie controleren',
        body: 'Upload je foto en zie per product tot welk formaat hij scherp wordt afgedrukt. Vanaf 150 dpi is hij scherp, tussen 100 en 150 dpi nog redelijk.',
      },
    },
    moreTools: 'Meer tools',
  },
  global: {
    header: { service: 'Hulp & contact', magazine: 'Magazine', account: 'Mijn account', cart: 'Winkelmand' },
    footer: {
      about: 'Over ons',
      service: 'Klantenservice',
      shipping: 'Verzending & levertijden',
      withdrawal: 'Herroepingsrecht',
      contact: 'Contact',
      apps: 'Onze apps',
      appsText: 'Ontwerp onderweg met onze app voor iOS en Android.',
      appStoreAlt: 'Download in de App Store',
      googlePlayAlt: 'Ontdek het op Google Play',
      awards: 'Daar kun je op rekenen',
      awardAlts: ['Tevredenheidsgarantie', 'Veilig betalen', 'Gedrukt in Duitsland'],
      social: 'Volg ons',
      international: 'Internationaal',
      languages: 'Taal',
      newsletterTitle: 'Nieuwsbrief',
      newsletterButton: 'Aanmelden',
      newsletterPrivacy: 'Je kunt je altijd afmelden. Meer informatie vind je in onze privacyverklaring.',
      copyright: '© Werkdruck GmbH',
    },
    countries: {
      de: 'Duitsland',
      at: 'Oostenrijk',
      ch: 'Zwitserland',
      li: 'Liechtenstein',
      lu: 'Luxemburg',
      be: 'België',
      fr: 'Frankrijk',
      it: 'Italië',
      es: 'Spanje',
      nl: 'Nederland',
      gb: 'Verenigd Koninkrijk',
      us: 'Verenigde Staten',
    },
    nav: {
      cards: 'Kaarten',
      photobook: 'Fotoboeken',
      calendar: 'Kalenders',
      collage: 'Collages',
      wallArt: 'Wanddecoratie',
      frames: 'Lijsten',
      occasions: 'Gelegenheden',
      giftIdeas: 'Past er goed bij',
      more: 'Meer ontdekken',
      allCards: 'Alle kaarten',
      categories: 'Soorten fotoboeken',
      formats: 'Formaten',
      startWithoutDesign: 'Zonder ontwerp beginnen',
      photobookAssistant: 'Fotoboek-assistent',
      allPhotobooks: 'Alle fotoboeken',
      calendarTypes: 'Soorten kalenders',
      collageTypes: 'Soorten collages',
      withMultipleImages: 'Collage met veel foto’s',
      framePoster: 'Posters met lijst',
      frameCanvas: 'Canvas',
      framePlate: 'Platen',
      frameColours: 'Lijstkleuren',
      frameExtras: 'Extra’s',
      allFrames: 'Alle lijsten',
      colourBlack: 'Zwart',
      colourWhite: 'Wit',
      colourOak: 'Naturel eiken',
      bestseller: 'Bestsellers',
      premium: 'Premium wanddecoratie',
      additional: 'Meer producten',
      accessories: 'Accessoires',
      formatSquare: 'Vierkant',
      formatLandscape: 'Liggend',
      formatPortrait: 'Staand',
    },
    cards: {
      logoAlt: 'Fotowerk – naar de homepage',
      actionBar: 'Nieuw: wenskaarten met goud-, zilver- en roségoudfolie',
      about:
        'Sinds 2011 drukken we je mooiste foto’s op kaarten, in fotoboeken, kalenders en collages – met oog voor detail en op zorgvuldig gekozen papier.',
      seoText:
        'Wenskaarten, fotoboeken en fotokalenders online ontwerpen: upload je foto’s, kies een ontwerp en wij drukken alles in topkwaliteit. Trouwkaart, geboortekaartje, fotokalender of collage – bij Fotowerk vind je voor elke gelegenheid het juiste product.',
      newsletterText:
        'Nieuwe ontwerpen, ideeën voor elke gelegenheid en exclusieve aanbiedingen direct in je inbox.',
      serviceText: 'We staan maandag tot en met vrijdag van 8 tot 18 uur voor je klaar.',
    },
    posters: {
      logoAlt: 'Wandwerk – naar de homepage',
      actionBar: 'Nieuw: fine-art-posters op Hahnemühle-papier',
      about:
        'Wandwerk maakt van je foto’s wanddecoratie in galeriekwaliteit: op canvas, plexiglas, aluminium, glas of als ingelijste poster.',
      seoText:
        'Laat je foto’s afdrukken als wanddecoratie: bij Wandwerk ontwerp je posters, canvasdoeken, foto’s op plexiglas en aluminium, glasfoto’s en fotobehang in het formaat dat jij wilt. We drukken met lichtechte inkt en verpakken elk kunstwerk zorgvuldig.',
      newsletterText:
        'Interieurideeën, nieuwe materialen en aanbiedingen voor je muren – één keer per maand.',
      serviceText:
        'Ons adviesteam voor wanddecoratie is bereikbaar van maandag tot en met vrijdag, van 8 tot 18 uur.',
    },
  },
  common: {
    formatsHeadline: 'Formaten & prijzen',
    faqHeadline: 'Veelgestelde vragen',
    relatedHeadline: 'Misschien vind je dit ook mooi',
    tipHeadline: 'Onze tip',
    highlightsHeadline: 'Waarom het de moeite waard is',
    customerPictures: 'Zo ziet het eruit bij onze klanten',
    customerPicturesText: 'Echte foto’s uit echte huizen – gedeeld door mensen die bij ons bestelden.',
    framesHeadline: 'Onze lijsten',
    accessoriesHeadline: 'Accessoires in één oogopslag',
    labels: { new: 'Nieuw', bestseller: 'Bestseller', premium: 'Premium' },
    usps: {
      cards: [
        ['Sinds 2011', 'Ervaring met miljoenen afgedrukte foto’s'],
        ['Tevredenheidsgarantie', 'Niet tevreden? We drukken opnieuw of betalen terug.'],
        ['Persoonlijke service', 'Echte mensen helpen je telefonisch en per e-mail.'],
      ],
      posters: [
        ['Galeriekwaliteit', 'Lichtechte inkt en natuurgetrouwe kleuren'],
        ['Veilig verpakt', 'Elk werk reist in een verpakking op maat.'],
        ['Klaar om op te hangen', 'Ophangsysteem inbegrepen, zonder gereedschapsmarathon.'],
      ],
    },
    occasionDesignsCta: 'Bekijk de ontwerpen',
    occasionIdeasHeadline: 'Ideeën en teksten',
    occasionRelatedHeadline: 'Meer voor deze gelegenheid',
    contactFormHeadline: 'Stuur ons een bericht',
  },
  cards: {
    home: {
      name: 'Home',
      path: 'home',
      metaTitle: 'Kaarten, fotoboeken & kalenders met je eigen foto’s | Fotowerk',
      metaDescription:
        'Ontwerp online wenskaarten, fotoboeken, fotokalenders en collages en laat ze in topkwaliteit drukken.',
      headline: 'Jouw foto’s. Prachtig gedrukt.',
      subline: 'Kaarten, fotoboeken en kalenders voor elke gelegenheid – in een paar minuten ontworpen.',
      cta: 'Nu ontwerpen',
      label: 'Nieuw',
      title: 'Persoonlijke cadeaus met je mooiste foto’s',
      intro:
        'Een trouwkaart, een bedankkaartje voor een geboorte of een fotokalender voor de familie: met onze ontwerpen maak je in een paar stappen drukwerk dat uit het hart komt.\n\nKies een ontwerp, upload je foto’s en pas teksten en kleuren aan – de preview laat je altijd zien hoe je product eruit komt te zien.',
      productsHeadline: 'Populaire producten',
      secondHeadline: 'Kaarten voor elke gelegenheid',
      uspHeadline: 'Waarom klanten bij ons bestellen',
      feedHeadline: 'Nieuw uit onze kaartenstudio',
      outro:
        'Elk product wordt op bestelling voor je gedrukt en zorgvuldig verpakt verzonden. Vragen? Onze [klantenservice](hilfe) helpt je graag.',
    },
    products: {
      karten: {
        name: 'Wenskaarten',
        path: 'kaarten',
        tile: 'Voor bruiloft, geboorte, verjaardag en meer',
        metaTitle: 'Wenskaarten met foto zelf ontwerpen | Fotowerk',
        metaDescription:
          'Uitnodigingen, bedankkaarten en felicitaties met je foto’s: honderden ontwerpen, mooie papiersoorten en folie in goud, zilver en roségoud.',
        headline: 'Kaarten die je bewaart',
        subline: 'Honderden ontwerpen voor elke gelegenheid – met jouw foto’s en jouw woorden.',
        cta: 'Kaarten ontdekken',
        title: 'Wenskaarten met je eigen foto’s',
        intro:
          'Een persoonlijke kaart zegt meer dan welk berichtje op je telefoon ook. Kies uit honderden ontwerpen van onze grafisch ontwerpers, voeg je foto’s toe en schrijf je tekst – van save the date tot kerstkaart.\n\nJe bestelt al vanaf één kaart; bij grotere oplages wordt elke extra kaart goedkoper.',
        highlights: [
          ['Mooi papier', 'Mat, glanzend of met voelbare structuur'],
          ['Folie-afwerking', 'Goud, zilver, roségoud en reliëflak'],
          ['Vanaf 1 stuk', 'Ook losse kaarten voor een kleine prijs'],
        ],
        sections: {
          klappkarten: [
            'Dubbele kaarten',
            'Veel ruimte voor foto’s en woorden: buiten een foto, binnen plaats voor programma, route of persoonlijke woorden. Ideaal voor uitnodigingen en bedankjes.',
          ],
          postkarten: [
            'Ansichtkaarten',
            'Snel een glimlach in de brievenbus – een foto op de voorkant, ruimte voor groeten en adres op de achterkant.',
          ],
          veredelung: [
            'Folie-afwerking',
            'Met goud-, zilver- of roségoudfolie glanzen namen en ornamenten in het licht. Reliëflak maakt details zelfs voelbaar.',
          ],
        },
        tip: 'Bestel eerst een proefkaart: zo zie je papier en kleuren in het echt voordat je de hele oplage drukt.',
        faq: [
          [
            'Kan ik er enveloppen bij bestellen?',
            'Ja. Bijpassende enveloppen in veel kleuren vind je tijdens het ontwerpen en op onze pagina [accessoires](zubehoer).',
          ],
          [
            'Hoe snel zijn mijn kaarten er?',
            'Kaarten drukken we meestal binnen twee werkdagen; daar komt de verzendtijd nog bij.',
          ],
        ],
      },
      fotobuch: {
        name: 'Fotoboek',
        path: 'fotoboek',
        tile: 'Jullie herinneringen, voor altijd gebonden',
        metaTitle: 'Fotoboek online maken – echt fotopapier & digitaal | Fotowerk',
        metaDescription:
          'Maak je fotoboek met lay-flat-binding op echt fotopapier of in digitale druk – met ontwerpen of helemaal vrij, in veel formaten.',
        headline: 'Een boek vol lievelingsmomenten',
        subline: 'Vakantie, bruiloft of het eerste levensjaar – vertel je verhaal in beelden.',
        cta: 'Fotoboek maken',
        title: 'Jouw fotoboek',
        intro:
          'Een fotoboek haalt je mooiste foto’s van je telefoon en maakt ze tot iets om door te bladeren, weg te geven en opnieuw te ontdekken.\n\nKies uit het **fotoboek op echt fotopapier** met lay-flat-binding, het veelzijdige **digitale fotoboek** en het lichte **fotoschrift**.',
        highlights: [
          ['Lay-flat-binding', 'Panorama’s zonder vouw over de dubbele pagina'],
          ['Veel formaten', 'Van A5 tot 30 × 30 cm'],
          ['Ontwerp of vrij', 'Met onze designs of helemaal op jouw manier'],
        ],
        sections: {
          echtfotobuch: [
            'Fotoboek op fotopapier',
            'Belicht op echt fotopapier met lay-flat-binding: de pagina’s liggen plat, kleuren stralen en panorama’s lopen zonder vouw over de dubbele pagina.',
          ],
          digitalfotobuch: [
            'Digitaal fotoboek',
            'Digitaal gedrukt op mat of glanzend papier, met harde of zachte kaft. De flexibele keuze voor dikke vakantieboeken.',
          ],
          fotoheft: [
            'Fotoschrift',
            'Licht, dun en geniet – perfect als gastenboekje, uitnodiging om door te bladeren of klein bedankje.',
          ],
          formate: [
            'Formaten',
            'Vierkant in 20 × 20 en 30 × 30 cm, liggend in A3, A4 of A5 en staand in A4 of A5.',
          ],
          assistent: [
            'Fotoboek-assistent',
            'Weinig tijd? De assistent verdeelt je foto’s automatisch over de pagina’s – jij doet alleen nog de finishing touch.',
          ],
        },
        tip: 'Sorteer je foto’s vóór het uploaden in mappen per dag of hoofdstuk – dan vult de assistent de pagina’s meteen in de goede volgorde.',
        faq: [
          [
            'Hoeveel pagina’s kan mijn fotoboek hebben?',
            'Afhankelijk van het soort boek tussen 24 en 150 pagina’s. Je kunt altijd pagina’s toevoegen of verwijderen.',
          ],
          ['Kan ik later verder met mijn project?', 'Ja, je projecten worden opgeslagen in je klantaccount.'],
        ],
      },
      fotokalender: {
        name: 'Fotokalender',
        path: 'fotokalender',
        tile: 'Twaalf maanden vol lievelingsmomenten',
        metaTitle: 'Fotokalender maken – wand-, bureau- & familiekalender | Fotowerk',
        metaDescription:
          'Fotokalenders met je eigen foto’s: wandkalenders, bureaukalenders, familieplanners, keukenkalenders en agenda’s – met een vrij te kiezen startmaand.',
        headline: 'Elke maand een nieuwe lievelingsfoto',
        subline: 'Wandkalenders, bureaukalenders en familieplanners – vanaf de maand die jij kiest.',
        cta: 'Kalender maken',
        title: 'Fotokalenders voor elke plek',
        intro:
          'Een fotokalender is het cadeau waar je een heel jaar plezier van hebt. Kies formaat en soort kalender, voeg voor elke maand een foto toe en zet verjaardagen er meteen in.\n\nJe bepaalt zelf de startmaand, dus je kalender hoeft niet in januari te beginnen. Alle ontwerpen vind je bij [alle fotokalenders](alle-fotokalender).',
        highlights: [
          ['Vrije startmaand', 'Begin wanneer je wilt'],
          ['Verjaardagen erbij', 'Namen en data in de kalender'],
          ['Veel formaten', 'Van A6 tot A3 en panorama'],
        ],
        sections: {
          wandkalender: [
            'Wandkalender',
            'De klassieker in staand of liggend formaat, van A4 tot A3 – met een grote foto en een overzichtelijk kalendarium.',
          ],
          tischkalender: [
            'Bureaukalender',
            'Staat op bureau of plank, op een houten voet of blok – klein van formaat, groot van gevoel.',
          ],
          familienplaner: [
            'Familieplanner',
            'Met een kolom voor elk gezinslid, zodat voetbaltraining, ouderavond en tandarts niet door elkaar lopen.',
          ],
          kuechenkalender: [
            'Keukenkalender',
            'Het smalle staande formaat past aan elke keukenmuur en laat toch ruimte voor boodschappenlijstjes.',
          ],
          terminkalender: [
            'Agendakalender',
            'Ruime vakken voor al je afspraken, en elke maand een foto die je blij maakt.',
          ],
        },
        tip: 'Een fotokalender is een geliefd kerstcadeau – bestel vóór half december, dan ligt hij op tijd onder de boom.',
        faq: [
          [
            'Kan ik feestdagen laten zien?',
            'Ja, de feestdagen van je land worden automatisch toegevoegd; je kunt ze ook verbergen.',
          ],
          ['Welk papier gebruiken jullie?', 'Stevig, mat gestreken papier waarop je goed kunt schrijven.'],
        ],
      },
      fotocollage: {
        name: 'Fotocollage',
        path: 'fotocollage',
        tile: 'Veel foto’s, één beeld',
        metaTitle: 'Fotocollage maken – op canvas, als poster of ingelijst | Fotowerk',
        metaDescription:
          'Maak een fotocollage met tot 50 foto’s: op canvas, als poster of ingelijst, met kant-en-klare lay-outs of vrij ingedeeld.',
        headline: 'Eén jaar, één reis, één muur',
        subline: 'Breng veel foto’s samen in één beeld – op canvas, als poster of ingelijst.',
        cta: 'Collage maken',
        title: 'Fotocollage met je eigen foto’s',
        intro:
          'Sommige verhalen passen niet in één foto. Met een collage breng je de hoogtepunten van een vakantie, een jaar of een heel leven samen in één beeld.\n\nKies een lay-out met 2 tot 50 foto’s of deel je foto’s vrij in.',
        highlights: [
          ['Tot 50 foto’s', 'Lay-outs voor elk aantal'],
          ['Drie materialen', 'Canvas, poster of ingelijst'],
          ['Tekst mogelijk', 'Namen, data en citaten'],
        ],
        sections: {
          'leinwand-collage': [
            'Canvascollage',
            'Op een houten frame gespannen en klaar om op te hangen – het warme, matte oppervlak laat elke foto tot zijn recht komen.',
          ],
          'poster-collage': [
            'Postercollage',
            'De voordelige keuze voor grote formaten, op mat of glanzend posterpapier.',
          ],
          'collage-mit-rahmen': [
            'Collage met lijst',
            'In een zwarte houten lijst met wit passe-partout – een cadeau dat meteen aan de muur kan.',
          ],
        },
        tip: 'Kies voor een rustig geheel foto’s met vergelijkbare kleuren, of zet alle foto’s om naar zwart-wit.',
        faq: [
          [
            'Welke resolutie moeten mijn foto’s hebben?',
            'Telefoonfoto’s zijn voor de meeste collages ruim voldoende. Is een foto te klein, dan waarschuwt de preview je.',
          ],
          ['Kan ik tekst toevoegen?', 'Ja, tekstvakken voor namen, data en citaten kun je vrij plaatsen.'],
        ],
      },
      fotobox: {
        name: 'Fotobox',
        path: 'fotobox',
        tile: 'Je afdrukken in een mooie doos',
        metaTitle: 'Fotobox met afdrukken maken | Fotowerk',
        metaDescription:
          'De fotobox: tot 100 fotoafdrukken in een stevige doos met jouw foto op het deksel – een cadeau om vast te houden.',
        headline: 'Herinneringen om vast te houden',
        subline: 'Tot 100 afdrukken in een doos met je lievelingsfoto op het deksel.',
        cta: 'Fotobox maken',
        title: 'De fotobox',
        intro:
          'Foto’s om rond te geven, op te prikken en weg te geven: de fotobox bewaart je afdrukken in een stevige doos met magneetsluiting.\n\nOntwerp het deksel met een foto en een titel – zo wordt de doos zelf een cadeau.',
        highlights: [
          ['Tot 100 afdrukken', 'Klein of in het grote MAX-formaat'],
          ['Persoonlijk deksel', 'Met foto en titel'],
          ['Magneetsluiting', 'Stevig en herbruikbaar'],
        ],
        sections: {
          inhalt: [
            'Wat er in de doos past',
            'De kleine doos past afdrukken van 10 × 10 of 10 × 13 cm, de grote doos (MAX) afdrukken tot 13 × 18 cm.',
          ],
          papier: [
            'Papiersoorten',
            'Kies uit mat, glanzend en Hahnemühle-fine-artpapier met een fluweelzacht oppervlak.',
          ],
        },
        tip: 'Een fotobox met foto’s van het eerste levensjaar is een prachtig cadeau voor opa en oma.',
        faq: [
          [
            'Kan ik de doos zonder foto’s bestellen?',
            'De fotobox is alleen verkrijgbaar samen met je afdrukken.',
          ],
          [
            'Hoeveel foto’s moet ik uploaden?',
            'Minstens tien. Blijven er plekken over, dan kun je foto’s ook meerdere keren laten afdrukken.',
          ],
        ],
      },
      fotoabzuege: {
        name: 'Fotoafdrukken',
        path: 'fotoafdrukken',
        tile: 'Klassieke afdrukken in labkwaliteit',
        metaTitle: 'Fotoafdrukken online bestellen – mat, glanzend & fine art | Fotowerk',
        metaDescription:
          'Fotoafdrukken in labkwaliteit: van 9 × 13 tot 20 × 30 cm, op mat, glanzend of Hahnemühle-papier.',
        headline: 'Je foto’s in je handen',
        subline: 'Afdrukken in labkwaliteit – van de klassieke 10 × 15 tot groot formaat.',
        cta: 'Afdrukken bestellen',
        title: 'Fotoafdrukken in labkwaliteit',
        intro:
          'Voor het album, de koelkast of om weg te geven: onze fotoafdrukken worden belicht op echt fotopapier en blijven tientallen jaren kleurvast.\n\nUpload zoveel foto’s als je wilt, kies formaat en afwerking – klaar.',
        highlights: [
          ['Echt fotopapier', 'Belicht, niet geprint'],
          ['Veel formaten', 'Van 9 × 13 tot 20 × 30 cm'],
          ['Witte rand', 'Voor een retrolook, als je wilt'],
        ],
        sections: {
          formate: [
            'Formaten',
            'Klassiek 10 × 15 cm, vierkant 10 × 10 cm of groot tot 20 × 30 cm – voor elke camera de juiste beeldverhouding.',
          ],
          papier: [
            'Afwerkingen',
            'Glanzend voor stralende kleuren, mat voor minder reflecties en Hahnemühle-papier voor een fine-artlook.',
          ],
        },
        tip: 'Voor telefoonfoto’s in 4:3 is de afdruk van 10 × 13 cm ideaal – er wordt niets afgesneden.',
        faq: [
          [
            'Worden mijn foto’s bijgesneden?',
            'Alleen als de beeldverhouding afwijkt; de preview laat je de uitsnede zien.',
          ],
          ['Is er staffelkorting?', 'Ja, vanaf 100 afdrukken wordt elke extra afdruk goedkoper.'],
        ],
      },
      leinwanddruck: {
        name: 'Foto op canvas',
        path: 'afdruk-op-canvas',
        tile: 'Je foto als kunstwerk in galeriekwaliteit',
        metaTitle: 'Foto op canvas – je eigen foto op canvas | Fotowerk',
        metaDescription:
          'Je foto op canvas: gespannen op een houten frame, in veel formaten en desgewenst in een baklijst.',
        headline: 'Je lievelingsfoto op canvas',
        subline: 'Gespannen op een houten frame en klaar om op te hangen.',
        cta: 'Canvas maken',
        title: 'Canvas met je eigen foto',
        intro:
          'Op canvas krijgt een foto de uitstraling van een schilderij. We drukken op gestructureerd canvas van een katoenmix en spannen het met de hand op een houten spieraam.\n\nHet ophangsysteem zit er al op – uitpakken, ophangen, genieten.',
        highlights: [
          ['Met de hand gespannen', 'Op een houten spieraam'],
          ['Klaar om op te hangen', 'Ophangsysteem inbegrepen'],
          ['Lichtecht', 'Kleuren die niet verbleken'],
        ],
        sections: {
          keilrahmen: ['Spieraam', 'Kies 2 cm voor een slank of 4 cm voor een stevig, ruimtelijk effect.'],
          schattenfugenrahmen: [
            'Baklijst',
            'De zwevende lijst laat een smalle naad rond het canvas vrij – net als in een galerie.',
          ],
        },
        tip: 'Met de rand “gespiegeld” loopt het motief door op de zijkanten zonder dat je aan de voorkant iets verliest.',
        faq: [
          ['Welke formaten zijn er?', 'Van 20 × 20 cm tot 120 × 80 cm, plus panoramaformaten.'],
          [
            'Kan ik het canvas in de badkamer hangen?',
            'Kortstondige vochtigheid is geen probleem, direct water wel.',
          ],
        ],
      },
      fotorahmen: {
        name: 'Fotolijsten',
        path: 'fotolijsten',
        tile: 'Ingelijst en klaar voor de muur',
        metaTitle: 'Foto in lijst – fotolijsten met jouw afdruk | Fotowerk',
        metaDescription:
          'Je foto kant-en-klaar ingelijst: houten en aluminium lijsten in zwart, wit of eiken, met passe-partout en acrylglas.',
        headline: 'Ingelijst. Geleverd. Opgehangen.',
        subline: 'Je foto in een houten of aluminium lijst – met passe-partout als je wilt.',
        cta: 'Lijst kiezen',
        title: 'Fotolijsten met je eigen foto',
        intro:
          'Een goede lijst maakt van een foto een kunstwerk. Wij drukken je foto af, snijden het passe-partout en lijsten alles in – jij hoeft alleen nog een spijker in de muur te slaan.\n\nKies uit houten lijsten in zwart, wit en eiken of slanke aluminium lijsten.',
        highlights: [
          ['Kant-en-klaar ingelijst', 'Afdruk, passe-partout en lijst'],
          ['Onbreekbaar acrylglas', 'Licht en veilig tijdens verzending'],
          ['Drie kleuren', 'Zwart, wit en naturel eiken'],
        ],
        sections: {
          holzrahmen: [
            'Houten lijst',
            'Massief houten lijsten in zwart, wit of naturel eiken – tijdloos en warm.',
          ],
          alurahmen: [
            'Aluminium lijst',
            'Slank en modern in geborsteld zilver of zwart – ideaal voor architectuur en zwart-witfoto’s.',
          ],
          'acrylglas-rahmen': [
            'Plexiglas met lijst',
            'Je foto achter plexiglas in een baklijst: stralende kleuren en een elegant zwevend effect.',
          ],
          passepartout: [
            'Passe-partout',
            'Een wit passe-partout met een rand van 3 cm geeft de foto lucht en richt de blik op het wezenlijke.',
          ],
        },
        tip: 'Hang je meerdere lijsten als fotowand op, kies dan voor alle lijsten dezelfde kleur – dan oogt het geheel rustig.',
        faq: [
          ['Is het glas echt glas?', 'We gebruiken onbreekbaar acrylglas; museumglas vind je bij Wandwerk.'],
          ['Kan ik zonder passe-partout bestellen?', 'Ja, het passe-partout is optioneel.'],
        ],
      },
      zubehoer: {
        name: 'Accessoires',
        path: 'accessoires',
        tile: 'Enveloppen, inlegvellen en linten',
        metaTitle: 'Accessoires voor kaarten – enveloppen, inlegvellen & linten | Fotowerk',
        metaDescription:
          'Gekleurde enveloppen, inlegvellen van calqueerpapier, linten en cadeaudozen die passen bij je kaarten.',
        headline: 'Het tikje extra voor je kaarten',
        subline: 'Enveloppen, inlegvellen, linten en dozen – passend bij elk formaat.',
        cta: 'Accessoires bekijken',
        title: 'Accessoires voor je kaarten',
        intro:
          'Met de juiste accessoires wordt een kaart een kleine belevenis. Alles past precies bij onze kaartformaten en bestel je direct mee tijdens het ontwerpen.',
        highlights: [
          ['Precies passend', 'Voor elk kaartformaat'],
          ['Veel kleuren', 'Van naturel wit tot nachtblauw'],
          ['Direct meebestellen', 'Met één klik in de editor'],
        ],
        sections: {
          briefumschlaege: [
            'Enveloppen',
            'In wit, kraftpapier en veel kleuren, in de formaten C6, B6 en DL.',
          ],
          einlegeblaetter: [
            'Inlegvellen',
            'Calqueerpapier of mooi natuurpapier voor programma, menu of route.',
          ],
          schleifen: ['Linten & strikken', 'Satijnen linten en strikken in wit, goud en roségoud.'],
          geschenkboxen: [
            'Cadeaudozen',
            'Stevige dozen voor foto’s en kaarten – met deksel, zodat uitpakken een moment wordt.',
          ],
        },
        tip: 'Enveloppen van kraftpapier passen prachtig bij kaarten in boho- en natuurstijl.',
        faq: [
          ['Kan ik accessoires los bestellen?', 'Accessoires zijn verkrijgbaar samen met je kaarten.'],
          ['Kunnen de enveloppen bedrukt worden?', 'Als je wilt, drukken we het afzenderadres op de klep.'],
        ],
      },
    },
    occasions: {
      einschulung: {
        name: 'Eerste schooldag',
        path: 'eerste-schooldag',
        tile: 'Voor de grote eerste schooldag',
        metaTitle: 'Kaarten voor de eerste schooldag | Fotowerk',
        metaDescription:
          'Uitnodigingen en bedankkaarten voor de eerste schooldag met foto – vrolijke ontwerpen met schooltas, potloden en naam.',
        headline: 'De eerste schooldag',
        subline: 'Vrolijke kaarten voor nieuwe leerlingen en hun gasten.',
        cta: 'Kaarten voor school',
        title: 'Kaarten voor de eerste schooldag',
        intro:
          'Een nieuwe schooltas, een volle etui en veel kriebels in de buik: met een uitnodiging laat je familie en vrienden meegenieten van de grote dag, met een bedankkaart bewaar je de herinnering.',
        designs: 'Ontwerpen voor de eerste schooldag',
        ideas:
          '### Tekstideeën voor de uitnodiging\n- “Daar gaan we! Lena gaat naar school – vier het met ons!”\n- “Tas gepakt, zin in: we vieren de eerste schooldag van Jonas.”\n\n### Tip\nEen foto met schooltas voor de voordeur is de klassieker – en een mooi motief voor de bedankkaart.',
      },
      firmung: {
        name: 'Vormsel',
        path: 'vormsel',
        tile: 'Uitnodigingen en bedankjes voor het vormsel',
        metaTitle: 'Kaarten voor het vormsel | Fotowerk',
        metaDescription:
          'Uitnodigingen en bedankkaarten voor het vormsel met foto – sober, feestelijk en persoonlijk.',
        headline: 'Gesterkt voor het leven',
        subline: 'Feestelijke vormselkaarten met je eigen foto.',
        cta: 'Vormselkaarten',
        title: 'Kaarten voor het vormsel',
        intro:
          'Het vormsel is een stap op weg naar volwassenheid. Nodig peter, meter, familie en vrienden uit met een persoonlijke kaart en bedank ze daarna voor hun wensen en cadeaus.',
        designs: 'Ontwerpen voor het vormsel',
        ideas:
          '### Tekstideeën\n- “Ik ben gevormd en wil jullie bedanken voor jullie steun.”\n- “Van harte welkom op mijn vormsel.”\n\n### Tip\nVermeld de kerk, het tijdstip en de plek van het feest daarna.',
      },
      geburt: {
        name: 'Geboorte',
        path: 'geboorte',
        tile: 'Welkom, kleine mens',
        metaTitle: 'Geboortekaartjes met foto | Fotowerk',
        metaDescription: 'Geboortekaartjes en bedankkaarten met foto, naam, datum, lengte en gewicht.',
        headline: 'Hallo wereld!',
        subline: 'Geboortekaartjes die het nieuwe gezinslid trots voorstellen.',
        cta: 'Geboortekaartjes maken',
        title: 'Geboortekaartjes',
        intro:
          'Er is een nieuw mensje! Met een geboortekaartje stel je jullie baby voor met foto, naam en de eerste gegevens – en bedank je meteen voor alle felicitaties.',
        designs: 'Ontwerpen voor geboortekaartjes',
        ideas:
          '### Dit hoort op het kaartje\n- naam, geboortedatum en tijd\n- lengte en gewicht\n- een foto van de eerste dagen\n\n### Tekstidee\n“Met heel veel liefde verwelkomen we onze dochter Mila.”',
      },
      geburtstag: {
        name: 'Verjaardag',
        path: 'verjaardag',
        tile: 'Uitnodigingen voor elk verjaardagsfeest',
        metaTitle: 'Uitnodigingen en kaarten voor een verjaardag | Fotowerk',
        metaDescription: 'Uitnodigingen en felicitatiekaarten voor een verjaardag met foto – van 18 tot 80.',
        headline: 'Op jou!',
        subline: 'Uitnodigingen en felicitaties voor kroonjaren en alles daartussen.',
        cta: 'Verjaardagskaarten maken',
        title: 'Verjaardagskaarten',
        intro:
          'Of het nu 30, 50 of 80 is: een bijzondere verjaardag verdient een bijzondere uitnodiging. Met foto’s van toen en nu is de kaart meteen gespreksstof.',
        designs: 'Ontwerpen voor verjaardagen',
        ideas:
          '### Tekstideeën\n- “De jaren tellen niet – maar we vieren ze allemaal!”\n- “Kom langs, proost met me en neem je goede humeur mee.”\n\n### Tip\nCombineer een kinderfoto met een recente foto – gegarandeerd gelach. Voor de kleintjes zijn er speciale kaarten voor het [kinderfeestje](geburtstag/kindergeburtstag).',
      },
      kindergeburtstag: {
        name: 'Kinderfeestje',
        path: 'verjaardag/kinderfeestje',
        tile: 'Kleurrijke uitnodigingen voor kleine gasten',
        metaTitle: 'Uitnodigingen voor een kinderfeestje | Fotowerk',
        metaDescription:
          'Kleurrijke uitnodigingen voor een kinderfeestje met foto – met piraten, eenhoorns, dino’s en meer.',
        headline: 'Feest voor de kleintjes',
        subline: 'Kleurrijke uitnodigingen waar elk kind naar uitkijkt.',
        cta: 'Uitnodigingen maken',
        title: 'Uitnodigingen voor een kinderfeestje',
        intro:
          'Piraten, eenhoorns of dinosaurussen: met een uitnodiging in het lievelingsthema begint de voorpret al dagen voor het feest. Voeg een foto van de jarige toe en zet de begin- en ophaaltijd erbij.',
        designs: 'Ontwerpen voor kinderfeestjes',
        ideas:
          '### Dit moet erin staan\n- begin- en ophaaltijd\n- adres en telefoonnummer\n- of buitenkleding nodig is\n\n### Tekstidee\n“Ahoi! Kapitein Paul wordt 6 en zoekt een bemanning voor zijn schattenjacht.”',
      },
      hochzeit: {
        name: 'Bruiloft',
        path: 'bruiloft',
        tile: 'Van save the date tot bedankkaart',
        metaTitle: 'Trouwkaarten maken – uitnodiging, save the date, bedankkaart | Fotowerk',
        metaDescription:
          'Trouwkaarten met foto: save the date, uitnodigingen, menukaarten en bedankkaarten in één stijl, desgewenst met goudfolie.',
        headline: 'Ja, we vieren het!',
        subline: 'Trouwkaarten in één stijl – van save the date tot bedankje.',
        cta: 'Trouwkaarten maken',
        title: 'Trouwkaarten',
        intro:
          'Jullie trouwdrukwerk vertelt jullie verhaal, van de eerste aankondiging tot het laatste bedankje. Kies één ontwerp en gebruik het voor save the date, uitnodiging, tafelkaartjes en bedankkaart.\n\nFolie in goud, zilver en roségoud maakt van jullie kaarten kleine schatten.',
        designs: 'Ontwerpen voor de bruiloft',
        ideas:
          '### De planning\n- Save the date: 6 tot 12 maanden van tevoren\n- Uitnodiging: 3 tot 4 maanden van tevoren\n- Bedankkaart: tot 8 weken na het feest\n\n### Tekstidee\n“We gaan trouwen! Vier op 14 juni de mooiste dag van ons leven met ons mee.”',
      },
      kommunion: {
        name: 'Communie',
        path: 'communie',
        tile: 'Kaarten voor de eerste communie',
        metaTitle: 'Kaarten voor de communie | Fotowerk',
        metaDescription:
          'Uitnodigingen en bedankkaarten voor de eerste communie met foto – sober, feestelijk en persoonlijk.',
        headline: 'Mijn eerste communie',
        subline: 'Uitnodigingen en bedankkaarten voor een feestelijke dag.',
        cta: 'Communiekaarten',
        title: 'Kaarten voor de communie',
        intro:
          'De eerste communie is een grote dag voor het hele gezin. Met een persoonlijke uitnodiging en een bedankkaart met foto blijft hij lang in herinnering.',
        designs: 'Ontwerpen voor de communie',
        ideas:
          '### Tekstideeën\n- “Ik doe mijn eerste communie en zou het fijn vinden als jullie erbij zijn.”\n- “Bedankt dat jullie mijn grote dag zo bijzonder hebben gemaakt.”\n\n### Tip\nEen foto met de communiekaars is een mooi motief voor de bedankkaart.',
      },
      konfirmation: {
        name: 'Belijdenis',
        path: 'belijdenis',
        tile: 'Uitnodigingen en bedankjes',
        metaTitle: 'Kaarten voor de belijdenis | Fotowerk',
        metaDescription:
          'Uitnodigingen en bedankkaarten voor de belijdenis (confirmatie) met foto – modern, sober of klassiek.',
        headline: 'Ja tegen mijn eigen weg',
        subline: 'Kaarten zo uniek als de jongeren die belijdenis doen.',
        cta: 'Belijdeniskaarten',
        title: 'Kaarten voor de belijdenis',
        intro:
          'Bij de belijdenis zeggen jongeren zelf ja tegen hun geloof. Moderne ontwerpen met foto passen bij deze stap – van ingetogen tot kleurrijk.',
        designs: 'Ontwerpen voor de belijdenis',
        ideas:
          '### Tekstideeën\n- “Ik doe belijdenis en nodig jullie van harte uit.”\n- “Bedankt voor jullie wensen en cadeaus voor mijn belijdenis.”\n\n### Tip\nDe belijdenistekst kun je als citaat op de achterkant zetten.',
      },
      ostern: {
        name: 'Pasen',
        path: 'pasen',
        tile: 'Lentegroeten voor Pasen',
        metaTitle: 'Paaskaarten met foto | Fotowerk',
        metaDescription: 'Paaskaarten met je eigen foto’s – lenteachtige ontwerpen voor familie en vrienden.',
        headline: 'Vrolijk Pasen!',
        subline: 'Lentegroeten met je eigen foto’s.',
        cta: 'Paaskaarten maken',
        title: 'Paaskaarten',
        intro:
          'Gekleurde eieren, de eerste bloesem en de familiefoto van de paaswandeling: met een paaskaart stuur je een stukje lente naar iedereen van wie je houdt.',
        designs: 'Ontwerpen voor Pasen',
        ideas:
          '### Tekstideeën\n- “Vrolijk Pasen en zonnige lentedagen!”\n- “Een nestje vol vreugde van …”\n\n### Tip\nVerstuur de kaarten ongeveer een week voor Pasen, dan komen ze op tijd aan.',
      },
      taufe: {
        name: 'Doop',
        path: 'doop',
        tile: 'Uitnodigingen en bedankjes voor de doop',
        metaTitle: 'Doopkaarten met foto | Fotowerk',
        metaDescription:
          'Uitnodigingen en bedankkaarten voor de doop met foto, doopspreuk en naam – teder, sober en feestelijk.',
        headline: 'Welkom in de gemeenschap',
        subline: 'Tedere doopkaarten met foto en doopspreuk.',
        cta: 'Doopkaarten maken',
        title: 'Doopkaarten',
        intro:
          'Bij de doop komen familie, peetouders en vrienden samen. Nodig ze uit met een kaart met foto, doopspreuk en alle details – en bedank ze daarna in dezelfde stijl.',
        designs: 'Ontwerpen voor de doop',
        ideas:
          '### Geliefde doopspreuken\n- “Want Hij zal zijn engelen bevelen u te bewaren op al uw wegen.”\n- “Een kind is een geschenk uit de hemel.”\n\n### Tip\nEen kaart voor de peetouders met een foto samen is een mooie herinnering.',
      },
      trauer: {
        name: 'Rouw',
        path: 'rouw',
        tile: 'Waardige kaarten voor afscheid',
        metaTitle: 'Rouwkaarten en bedankkaarten | Fotowerk',
        metaDescription:
          'Rouwkaarten, overlijdensberichten en bedankkaarten met foto – waardig, rustig en persoonlijk vormgegeven.',
        headline: 'In liefdevolle herinnering',
        subline: 'Waardige kaarten voor afscheid en dankbetuiging.',
        cta: 'Rouwkaarten maken',
        title: 'Rouwkaarten',
        intro:
          'Als iemand overlijdt, ontbreken vaak de woorden. Onze rustige ontwerpen helpen je afscheid te nemen, uit te nodigen voor de uitvaart en te bedanken voor het medeleven.\n\nRouwkaarten drukken we met voorrang, zodat ze op tijd bij je zijn.',
        designs: 'Ontwerpen voor rouwkaarten',
        ideas:
          '### Tekstideeën voor de dankbetuiging\n- “Hartelijk dank voor de vele blijken van medeleven.”\n- “Het troost ons te weten dat zoveel mensen hem waardeerden.”\n\n### Tip\nEen foto van een gelukkig moment herinnert aan een leven, niet alleen aan het afscheid.',
      },
      weihnachtenGeschaeftlich: {
        name: 'Zakelijke kerstkaarten',
        path: 'kerst/zakelijk',
        tile: 'Kerstgroeten aan klanten en partners',
        metaTitle: 'Zakelijke kerstkaarten met logo | Fotowerk',
        metaDescription:
          'Zakelijke kerstkaarten met logo en teamfoto – stijlvol, in grote oplagen en met staffelprijzen.',
        headline: 'Bedankt voor een mooi jaar',
        subline: 'Kerstkaarten voor klanten, partners en team – met je logo.',
        cta: 'Zakelijke kaarten maken',
        title: 'Zakelijke kerstkaarten',
        intro:
          'Een gedrukte kerstkaart laat klanten en partners zien dat ze belangrijk voor je zijn. Voeg logo en teamfoto toe en onderteken desgewenst met de hand.\n\nBij grotere oplagen daalt de prijs per kaart flink.',
        designs: 'Ontwerpen voor bedrijven',
        ideas:
          '### Tekstideeën\n- “Hartelijk dank voor de prettige samenwerking. Wij wensen u fijne feestdagen.”\n- “Op een succesvol nieuw jaar – samen met u.”\n\n### Tip\nBestel vóór eind november, dan zijn de kaarten voor de feestdagen verstuurd.',
      },
      weihnachtenPrivat: {
        name: 'Kerst',
        path: 'kerst/prive',
        tile: 'Kerstkaarten met gezinsfoto',
        metaTitle: 'Kerstkaarten met foto | Fotowerk',
        metaDescription:
          'Persoonlijke kerstkaarten met gezinsfoto – feestelijke ontwerpen met goud- en zilverfolie.',
        headline: 'Fijne kerstdagen!',
        subline: 'Kerstkaarten met jullie mooiste foto’s van het jaar.',
        cta: 'Kerstkaarten maken',
        title: 'Kerstkaarten',
        intro:
          'De mooiste gezinsfoto van het jaar, een paar warme woorden en een vleugje goudfolie: zo belanden jullie kerstgroeten gegarandeerd op de koelkast.',
        designs: 'Ontwerpen voor kerst',
        ideas:
          '### Tekstideeën\n- “Fijne kerstdagen en een gezond nieuwjaar gewenst door …”\n- “Tijd voor kaarslicht, kerstkransjes en de mensen van wie we houden.”\n\n### Tip\nEen [fotokalender](fotokalender) is het perfecte cadeau bij de kaart.',
      },
    },
    cardDesigns: {
      name: 'Kaarten ontwerpen',
      path: 'kaarten-ontwerpen',
      metaTitle: 'Kaarten online ontwerpen – alle ontwerpen | Fotowerk',
      metaDescription:
        'Alle kaartontwerpen in één overzicht: filter op gelegenheid, formaat en kleur en ontwerp je kaart met foto.',
      headline: 'Vind jouw kaartontwerp',
      subline: 'Honderden ontwerpen, te filteren op gelegenheid, formaat en kleur.',
      cta: 'Ontwerpen bekijken',
      title: 'Kaarten ontwerpen',
      body: 'Hier vind je alle ontwerpen van onze grafisch ontwerpers. Filter op gelegenheid, formaat of kleur, open een ontwerp en vervang de voorbeeldfoto’s door je eigen foto’s.\n\nElk ontwerp kun je vrij aanpassen: lettertype, kleuren en teksten bepaal je zelf.',
      gridHeadline: 'Alle ontwerpen',
      occasionsHeadline: 'Zoeken op gelegenheid',
    },
    allCalendars: {
      name: 'Alle fotokalenders',
      path: 'alle-fotokalenders',
      metaTitle: 'Alle fotokalenders in één overzicht | Fotowerk',
      metaDescription: 'Alle fotokalenderontwerpen: wandkalenders, bureaukalenders, familieplanners en meer.',
      title: 'Alle fotokalenders',
      body: 'Al onze kalenderontwerpen in één overzicht. Filter op soort en formaat en begin met het ontwerp dat je mooi vindt.',
      gridHeadline: 'Kalenderontwerpen',
    },
    magazine: {
      name: 'Magazine',
      path: 'magazin',
      metaTitle: 'Magazine – ideeën, handleidingen en inspiratie | Fotowerk',
      metaDescription:
        'Ideeën voor kaarten, fotoboeken en kalenders, teksten voor elke gelegenheid en tips voor betere foto’s.',
      headline: 'Ideeën die uit het hart komen',
      subline: 'Tekstideeën, ontwerptips en inspiratie voor elke gelegenheid.',
      cta: 'Nu neuzen',
      title: 'Het Fotowerk-magazine',
      intro:
        'In het magazine verzamelen we wat ons in de kaartenstudio enthousiast maakt: tekstideeën voor uitnodigingen, tips voor de perfecte familiefoto en inspiratie voor fotoboeken die je steeds weer openslaat.',
      featuredHeadline: 'Nu populair',
      feedHeadline: 'Nieuwste ontwerpen',
      topicsHeadline: 'Thema’s',
    },
  },
  posters: {
    home: {
      name: 'Home',
      path: 'home',
      metaTitle: 'Wanddecoratie van je eigen foto’s – canvas, plexiglas, posters | Wandwerk',
      metaDescription:
        'Laat je foto’s afdrukken als wanddecoratie: poster, canvas, plexiglas, aluminium, glas en fotobehang in galeriekwaliteit.',
      headline: 'Jouw muur. Jouw beeld.',
      subline: 'Foto’s als poster, op canvas, op plexiglas en meer – in galeriekwaliteit.',
      cta: 'Wanddecoratie maken',
      label: 'Bestseller',
      title: 'Wanddecoratie van je eigen foto’s',
      intro:
        'Een foto aan de muur verandert een ruimte. Bij Wandwerk kies je het materiaal dat past bij je foto en je interieur – van de lichte poster tot plexiglas met diepte.\n\nUpload je foto, kies het formaat en zie in de preview hoe het eruit komt te zien.',
      productsHeadline: 'Onze bestsellers',
      secondHeadline: 'Premium wanddecoratie',
      uspHeadline: 'Waarom Wandwerk',
      feedHeadline: 'Nieuw aan onze muren',
      outro:
        'Twijfel je welk materiaal past? Op onze [klantenservicepagina](hilfe) vind je advies over materialen en formaten.',
    },
    products: {
      posterdruck: {
        name: 'Posters',
        path: 'posters-printen',
        tile: 'Groot, licht en voordelig',
        metaTitle: 'Posters printen – je eigen foto als poster | Wandwerk',
        metaDescription:
          'Print je foto als poster: mat, zijdeglans of glanzend, van A4 tot 100 × 150 cm, desgewenst met lijst of posterhanger.',
        headline: 'Groot uitpakken',
        subline: 'Je foto als poster – tot 100 × 150 cm.',
        cta: 'Poster maken',
        title: 'Poster printen met je eigen foto',
        intro:
          'Een poster is de snelste weg naar een groot beeld aan de muur. We printen op stevig posterpapier met lichtechte inkt – voor verzadigde kleuren en fijne details.\n\nVoor kunstliefhebbers is er de [fine-art-poster](posterdruck/fine-art) op Hahnemühle-papier.',
        highlights: [
          ['Tot 100 × 150 cm', 'En elk formaat daartussen'],
          ['Drie afwerkingen', 'Mat, zijdeglans of glanzend'],
          ['Veilig verstuurd', 'Opgerold in een stevige koker'],
        ],
        sections: {
          papiere: [
            'Posterpapier',
            'Mat voor rustige beelden zonder reflectie, zijdeglans als allrounder en glanzend voor maximale briljantie.',
          ],
          aufhaengung: [
            'Ophangen',
            'Met houten posterhangers hangt je poster zonder lijst – of kies meteen een [ingelijste foto](bilder-mit-rahmen).',
          ],
        },
        tip: 'Beelden met veel lucht of water ogen op mat papier extra rustig.',
        faq: [
          ['Wordt mijn poster gevouwen?', 'Nee, we versturen posters altijd opgerold in een stevige koker.'],
          [
            'Welke resolutie heb ik nodig?',
            'Voor A2 is ongeveer 6 megapixel genoeg; de preview waarschuwt je als het krap wordt.',
          ],
        ],
      },
      fineArt: {
        name: 'Fine-art-poster',
        path: 'posters-printen/fine-art',
        tile: 'Op Hahnemühle-papier in museumkwaliteit',
        metaTitle: 'Fine-art-posters op Hahnemühle-papier | Wandwerk',
        metaDescription:
          'Fine-art-print op Hahnemühle Photo Rag: fluweelzacht oppervlak, diep zwart en museumkwaliteit voor je foto’s.',
        headline: 'Museumkwaliteit voor je foto',
        subline: 'Geprint op Hahnemühle Photo Rag – fluweelzacht, mat en duurzaam.',
        cta: 'Fine-art-poster maken',
        title: 'Fine-art-poster',
        intro:
          'Voor foto’s die als kunstwerk behandeld willen worden: we printen met pigmentinkt op Hahnemühle Photo Rag, zuurvrij katoenpapier met een fluweelzacht oppervlak.\n\nHet resultaat heeft diep zwart, subtiele overgangen en gaat bij goede bewaring generaties mee.',
        highlights: [
          ['Hahnemühle Photo Rag', '308 g/m², 100 % katoen'],
          ['Pigmentinkt', 'Verouderingsbestendig en lichtecht'],
          ['Witte rand', 'Desgewenst klaar om in te lijsten'],
        ],
        sections: {
          papier: [
            'Het papier',
            'Hahnemühle Photo Rag is zuurvrij, mat en licht gestructureerd – de keuze van veel musea en galerieën.',
          ],
          druck: [
            'De print',
            'Twaalf pigmentkleuren zorgen voor een groot kleurbereik en bijzonder neutrale grijstinten.',
          ],
        },
        tip: 'Zwart-witfoto’s krijgen op fine-artpapier een bijzondere diepte.',
        faq: [
          [
            'Is het papier kwetsbaar?',
            'Het matte oppervlak kun je beter niet aanraken; inlijsten is het mooist.',
          ],
          ['Kan ik een witte rand kiezen?', 'Ja, een rand van 2 of 5 cm is mogelijk.'],
        ],
      },
      leinwanddruck: {
        name: 'Canvas',
        path: 'afdruk-op-canvas',
        tile: 'De klassieker met de charme van een schilderij',
        metaTitle: 'Foto op canvas in galeriekwaliteit | Wandwerk',
        metaDescription:
          'Je foto op canvas: met de hand gespannen op een houten spieraam, 2 of 4 cm dik, in een baklijst en tot 150 cm.',
        headline: 'Canvas in galeriekwaliteit',
        subline: 'Met de hand gespannen, lichtecht en tot 150 cm.',
        cta: 'Canvas maken',
        title: 'Foto op canvas',
        intro:
          'Onze canvasdoeken worden geprint op fijn gestructureerd mengcanvas en met de hand gespannen op een spieraam van FSC-gecertificeerd hout.\n\nIn een baklijst lijkt het canvas in de lijst te zweven.',
        highlights: [
          ['Handwerk', 'Elk canvas afzonderlijk gespannen'],
          ['Tot 150 cm', 'Ook panorama en vierkant'],
          ['FSC-hout', 'Spieramen uit duurzaam bosbeheer'],
        ],
        sections: {
          keilrahmen: [
            'Spieraam',
            '2 cm voor een slanke uitstraling, 4 cm voor een stevig, ruimtelijk effect.',
          ],
          schattenfugenrahmen: [
            'Baklijst',
            'De lijst in zwart, wit of eiken laat een smalle naad vrij en geeft het canvas galerie-elegantie.',
          ],
          kante: [
            'Randen',
            'Gespiegeld, gekleurd of met doorlopend motief – jij bepaalt hoe de zijkanten eruitzien.',
          ],
        },
        tip: 'Voor een groot canvas boven de bank oogt ongeveer twee derde van de bankbreedte het mooist.',
        faq: [
          [
            'Hoe hang ik het canvas op?',
            'Het ophangsysteem is voorgemonteerd; vanaf 100 cm leveren we er twee mee.',
          ],
          ['Hoe maak ik het canvas schoon?', 'Verwijder stof met een zachte, droge doek.'],
        ],
      },
      bilderMitRahmen: {
        name: 'Ingelijste foto’s',
        path: 'ingelijste-fotos',
        tile: 'Kant-en-klaar ingelijst in hout of aluminium',
        metaTitle: 'Foto laten inlijsten | Wandwerk',
        metaDescription:
          'Je foto kant-en-klaar ingelijst: houten en aluminium lijsten, passe-partout en museumglas – tot 100 × 70 cm.',
        headline: 'Ingelijst als in een galerie',
        subline: 'Houten en aluminium lijsten, passe-partout en museumglas.',
        cta: 'Ingelijste foto maken',
        title: 'Ingelijste foto’s',
        intro:
          'Wij printen je foto, snijden het passe-partout en zetten alles in de lijst van jouw keuze. Voor bijzonder waardevolle beelden is er ontspiegeld museumglas.',
        highlights: [
          ['Lijst naar keuze', 'Hout of aluminium, drie kleuren'],
          ['Museumglas', 'Ontspiegeld en met UV-bescherming'],
          ['Kant-en-klaar', 'Met ophangsysteem'],
        ],
        sections: {
          holzrahmen: ['Houten lijst', 'Massieve lijsten in zwart, wit en naturel eiken – warm en tijdloos.'],
          alurahmen: [
            'Aluminium lijst',
            'Smalle profielen in zilver of zwart voor een moderne, grafische look.',
          ],
          passepartout: ['Passe-partout', 'Wit of crème, 3 cm breed, met een strak gesneden schuine rand.'],
          museumsglas: [
            'Museumglas',
            'Vrijwel onzichtbaar, ontspiegeld glas met UV-bescherming – voor beelden die lang moeten stralen.',
          ],
        },
        tip: 'Met een passe-partout ogen ook kleinere foto’s in grote lijsten elegant.',
        faq: [
          [
            'Welk glas is standaard?',
            'Standaard is onbreekbaar acrylglas; museumglas kies je tegen meerprijs.',
          ],
          [
            'Kan ik alleen de lijst bestellen?',
            'Nee, onze lijsten zijn alleen verkrijgbaar samen met je print.',
          ],
        ],
      },
      acrylglas: {
        name: 'Plexiglas',
        path: 'foto-op-plexiglas',
        tile: 'Stralende kleuren met diepte',
        metaTitle: 'Foto op plexiglas | Wandwerk',
        metaDescription:
          'Je foto achter plexiglas: stralende kleuren, diepte en een moderne look – 2, 4 of 6 mm dik, met onzichtbare ophanging.',
        headline: 'Kleuren die stralen',
        subline: 'Je foto achter plexiglas – briljant en met echte diepte.',
        cta: 'Plexiglas maken',
        title: 'Foto op plexiglas',
        intro:
          'Achter plexiglas krijgen kleuren een helderheid die geen papier haalt. We kaschieren je fotoprint op plexiglas en verstevigen hem met een achterplaat van aluminium-composiet.\n\nDe onzichtbare ophanging laat het beeld voor de muur zweven.',
        highlights: [
          ['Briljant', 'Kleuren met diepte'],
          ['Zwevend', 'Onzichtbare ophanging'],
          ['Tot 6 mm dik', 'Voor een extra ruimtelijk effect'],
        ],
        sections: {
          staerke: [
            'Diktes',
            '2 mm oogt licht en modern, 4 mm is de klassieker, 6 mm geeft maximale diepte.',
          ],
          schattenfugenrahmen: [
            'Plexiglas met lijst',
            'In een aluminium baklijst wordt plexiglas een blikvanger met galeriekarakter.',
          ],
        },
        tip: 'Plexiglas reflecteert licht – hang het bij voorkeur niet recht tegenover een raam.',
        faq: [
          [
            'Hoe maak ik plexiglas schoon?',
            'Met een zachte microvezeldoek en wat water, zonder schuurmiddel.',
          ],
          ['Is plexiglas onbreekbaar?', 'Ja, het is veel slagvaster en lichter dan glas.'],
        ],
      },
      aluDibond: {
        name: 'Aluminium',
        path: 'foto-op-aluminium',
        tile: 'Modern, mat en vormvast',
        metaTitle: 'Foto op aluminium (Dibond) | Wandwerk',
        metaDescription:
          'Je foto op aluminium-composiet: mat, vormvast en modern – op wit of geborsteld aluminium, ook met lijst.',
        headline: 'Modern en mat',
        subline: 'Je foto direct op aluminium – vormvast en zonder reflectie.',
        cta: 'Aluminium maken',
        title: 'Foto op aluminium',
        intro:
          'Alu-Dibond is een sandwichplaat van twee aluminiumlagen met een kunststofkern: licht, volkomen vormvast en met een mat oppervlak zonder reflectie.\n\nOp geborsteld aluminium glanzen lichte delen van het beeld metaalachtig – ideaal voor architectuur en techniek.',
        highlights: [
          ['Reflectievrij', 'Mat oppervlak'],
          ['Vormvast', 'Trekt niet krom'],
          ['Ook geborsteld', 'Met metaalachtige glans'],
        ],
        sections: {
          gebuerstet: [
            'Geborsteld aluminium',
            'Witte delen van het beeld laten het geborstelde metaal doorschemeren en zorgen voor een chique glans.',
          ],
          schattenfugenrahmen: [
            'Aluminium met lijst',
            'De baklijst in zwart, wit of eiken zet de plaat elegant in de schijnwerpers.',
          ],
        },
        tip: 'Aluminium is de juiste keuze voor lichte ruimtes met veel licht, omdat er niets reflecteert.',
        faq: [
          ['Kan ik het in de keuken hangen?', 'Ja, het oppervlak is ongevoelig en makkelijk af te nemen.'],
          [
            'Hoe wordt het opgehangen?',
            'Met een aluminium rail op de achterkant die het beeld van de muur tilt.',
          ],
        ],
      },
      echtglas: {
        name: 'Glas',
        path: 'foto-op-glas',
        tile: 'Edel glas voor bijzondere beelden',
        metaTitle: 'Foto achter echt glas | Wandwerk',
        metaDescription:
          'Je foto achter echt glas: krasbestendig, hoogglanzend en met een chique diepte – gemonteerd op afstandhouders.',
        headline: 'Echt glas, echte diepte',
        subline: 'Je foto achter krasbestendig glas – gemonteerd op afstandhouders.',
        cta: 'Glasfoto maken',
        title: 'Foto achter glas',
        intro:
          'Echt glas is de meest edele manier om een foto te tonen: het glas is krasbestendig, kleurneutraal en geeft het beeld een diepte die je ziet en voelt.\n\nVier roestvrijstalen afstandhouders houden het beeld op een kleine afstand van de muur.',
        highlights: [
          ['Krasbestendig', 'Hard, duurzaam glas'],
          ['Kleurneutraal', 'Extra helder glas zonder groenzweem'],
          ['Stalen afstandhouders', 'Zwevende montage'],
        ],
        sections: {
          glas: ['Het glas', 'Extra helder glas van 4 mm met gepolijste randen.'],
          aufhaengung: ['Montage', 'Vier roestvrijstalen afstandhouders en een boormal worden meegeleverd.'],
        },
        tip: 'Glas is zwaarder dan plexiglas – controleer voor het ophangen of je muur geschikt is.',
        faq: [
          ['Hoe zwaar is een glasfoto?', 'Ongeveer 10 kg per vierkante meter.'],
          ['Kan het glas breken?', 'We gebruiken veiligheidsglas, dat alleen in zeldzame gevallen breekt.'],
        ],
      },
      fototapete: {
        name: 'Fotobehang',
        path: 'fotobehang',
        tile: 'Je foto als complete muur',
        metaTitle: 'Fotobehang met je eigen foto | Wandwerk',
        metaDescription:
          'Je eigen fotobehang: geprint op vlies, precies op maat van je muur en in banen geleverd – voor woonkamer, kinderkamer en kantoor.',
        headline: 'Een muur vol herinneringen',
        subline: 'Je foto als behang – precies op maat van je muur geprint.',
        cta: 'Fotobehang maken',
        title: 'Fotobehang met je eigen foto',
        intro:
          'Met fotobehang wordt een foto een ruimte. Vul de maten van je muur in, kies de uitsnede en wij printen het behang in passende banen op sterk vlies.',
        highlights: [
          ['Op maat', 'Precies voor jouw muur'],
          ['Vliesbehang', 'Makkelijk te plakken en te verwijderen'],
          ['Genummerde banen', 'Geen puzzelwerk bij het behangen'],
        ],
        sections: {
          material: ['Materiaal', 'Sterk vlies met mat oppervlak, moeilijk ontvlambaar en ademend.'],
          anbringen: [
            'Behangen',
            'Lijm op de muur, baan plaatsen, aandrukken – de banen zijn genummerd en overlappen niet.',
          ],
        },
        tip: 'Landschappen en texturen werken als behang extra goed, omdat ze geen duidelijk middelpunt nodig hebben.',
        faq: [
          ['Welke resolutie heb ik nodig?', 'Voor een hele muur raden we minstens 20 megapixel aan.'],
          ['Krijg ik lijm mee?', 'Ja, bij elke bestelling zit passende lijm.'],
        ],
      },
    },
    magazine: {
      name: 'Magazine',
      path: 'magazin',
      metaTitle: 'Magazine – ideeën voor je muren | Wandwerk',
      metaDescription:
        'Interieurideeën, tips over materialen en formaten en handleidingen voor de perfecte fotowand.',
      headline: 'Ideeën voor je muren',
      subline: 'Interieurtips, materiaalkunde en handleidingen voor je fotowand.',
      cta: 'Laat je inspireren',
      title: 'Het Wandwerk-magazine',
      intro:
        'Welk materiaal past bij welk beeld? Hoe hang je een fotowand op zonder de muur vol gaten te boren? In het magazine delen we wat we van duizenden kunstwerken hebben geleerd.',
      featuredHeadline: 'Materialen vergeleken',
      feedHeadline: 'Vers aan de muur',
      topicsHeadline: 'Thema’s',
    },
  },
  help: (brand) => ({
    name: 'Hulp & contact',
    path: 'klantenservice',
    metaTitle: `Hulp & contact | ${brand}`,
    metaDescription: `Antwoorden over bestellen, verzending en retour bij ${brand} – en zo bereik je onze klantenservice.`,
    title: 'Hoe kunnen we helpen?',
    body: `Hier vind je antwoorden op de meestgestelde vragen over je bestelling bij ${brand}. Vind je niet wat je zoekt? Stuur ons een bericht – we antwoorden meestal binnen één werkdag.`,
    shippingTitle: 'Verzending & levertijden',
    shipping:
      'We maken elke bestelling afzonderlijk voor je. De meeste producten verlaten onze drukkerij binnen twee tot vier werkdagen; grote formaten kunnen iets langer duren. Zodra je pakket onderweg is, krijg je een e-mail met track-and-trace.',
    withdrawalTitle: 'Herroepingsrecht',
    withdrawal:
      'Gepersonaliseerde producten zijn uitgesloten van het herroepingsrecht, omdat ze volgens jouw wensen worden gemaakt. Is er iets beschadigd of niet zoals je verwachtte, neem dan toch contact op: met onze tevredenheidsgarantie drukken we opnieuw of betalen we terug.',
    promisesTitle: 'Onze beloftes',
    promises:
      'Wat de drie tekens onderaan de pagina beloven – het zijn onze eigen toezeggingen, geen keurmerken van derden. **Tevredenheidsgarantie:** komt een product beschadigd of verkeerd gedrukt aan, dan drukken we het opnieuw of betalen we het terug binnen 30 dagen. **Veilig betalen:** elke pagina is versleuteld (HTTPS); kaartgegevens gaan alleen naar onze betaalprovider, nooit naar onze shop. **Gedrukt in Duitsland:** elke bestelling wordt in onze eigen drukkerij in Duitsland gemaakt.',
    contactTitle: 'Contact',
    contact: `Je bereikt ons per e-mail via [service@${brand.toLowerCase()}.example](mailto:service@${brand.toLowerCase()}.example) of telefonisch van maandag tot en met vrijdag van 8 tot 18 uur.`,
    hotline: 'Telefoon: {{hotline}}',
  }),
  error: (brand) => ({
    name: 'Foutpagina',
    path: 'error',
    metaTitle: `Pagina niet gevonden | ${brand}`,
    metaDescription: 'Misschien staat er een typfout in het adres, of is de pagina verplaatst.',
    title: 'Deze pagina bestaat helaas niet (meer)',
    body: 'Misschien staat er een typfout in het adres, of is de pagina verplaatst.\n\nHier vind je onze populairste producten – of ga terug naar de [homepage](home).',
    suggestions: 'Misschien zoek je …',
  }),
  photoboxAliasName: 'Fotodoos',
  legal: {
    imprint: (brand) => ({
      name: 'Colofon',
      path: 'colofon',
      metaTitle: `Colofon | ${brand}`,
      metaDescription: `Colofon van ${brand}, een merk van Werkdruck GmbH.`,
      title: 'Colofon',
      body: `## Aanbieder\n${brand} is een merk van Werkdruck GmbH, Musterstraße 12, 50667 Keulen, Duitsland.\n\n## Vertegenwoordigd door\nDe directie: Anna Beispiel en Jonas Muster.\n\n## Contact\nTelefoon: +49 221 123 456 70\nE-mail: [service@${brand.toLowerCase()}.example](mailto:service@${brand.toLowerCase()}.example)\n\n## Handelsregister\nAmtsgericht Keulen, HRB 000000. Btw-identificatienummer: DE000000000.\n\n## Geschillenbeslechting\nWij zijn niet verplicht en niet bereid deel te nemen aan geschillenbeslechting bij een geschillencommissie voor consumenten.`,
    }),
    privacy: (brand) => ({
      name: 'Privacy',
      path: 'privacy',
      metaTitle: `Privacyverklaring | ${brand}`,
      metaDescription: `Hoe ${brand} je gegevens verwerkt en welke rechten je hebt.`,
      title: 'Privacyverklaring',
      body: `## Verwerkingsverantwoordelijke\nVerantwoordelijk voor de verwerking van je gegevens is Werkdruck GmbH, Musterstraße 12, 50667 Keulen, Duitsland. Onze functionaris voor gegevensbescherming bereik je via [privacy@${brand.toLowerCase()}.example](mailto:privacy@${brand.toLowerCase()}.example).\n\n## Welke gegevens we verwerken\n- bestelgegevens zoals naam, adres en e-mailadres, om je bestelling uit te voeren\n- geüploade foto’s, uitsluitend om je producten te maken\n- technische gegevens bij het bezoeken van de website, om die veilig te laten werken\n\n## Foto’s\nWe gebruiken je foto’s alleen voor je bestelling. Projecten in je klantaccount kun je altijd verwijderen.\n\n## Cookies\nNoodzakelijke cookies plaatsen we zodat winkelmand en inloggen werken. Alle andere cookies alleen met jouw toestemming.\n\n## Jouw rechten\nJe hebt recht op inzage, rectificatie, verwijdering, beperking van de verwerking, gegevensoverdraagbaarheid en bezwaar, en het recht een klacht in te dienen bij een toezichthoudende autoriteit.`,
    }),
    terms: (brand) => ({
      name: 'Algemene voorwaarden',
      path: 'algemene-voorwaarden',
      metaTitle: `Algemene voorwaarden | ${brand}`,
      metaDescription: `De algemene voorwaarden voor bestellingen bij ${brand}.`,
      title: 'Algemene voorwaarden',
      body: `## 1. Toepassingsgebied\nDeze voorwaarden gelden voor alle bestellingen bij ${brand}, een merk van Werkdruck GmbH.\n\n## 2. Totstandkoming van de overeenkomst\nDe presentatie van de producten is geen bindend aanbod. Met het verzenden van je bestelling doe je een aanbod, dat wij met de orderbevestiging aanvaarden.\n\n## 3. Prijzen en verzending\nAlle prijzen zijn inclusief btw. Verzendkosten worden getoond voordat je je bestelling verzendt.\n\n## 4. Gepersonaliseerde producten\nOmdat we elk product volgens jouw wensen maken, is er geen herroepingsrecht. Je bent verantwoordelijk voor de geüploade inhoud; die mag geen rechten van derden schenden.\n\n## 5. Garantie\nDe wettelijke garantie is van toepassing. Daarnaast bieden we onze tevredenheidsgarantie.\n\n## 6. Slotbepalingen\nHet Duitse recht is van toepassing, met uitsluiting van het Weens Koopverdrag, voor zover dwingende bepalingen ter bescherming van consumenten niet anders bepalen.`,
    }),
  },
};
