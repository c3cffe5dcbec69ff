/** Italian copy ("tu", as Italian photo shops address their customers). */
import type { Dictionary } from './types';

export const it: Dictionary = {
  toolbox: {
    overview: {
      name: 'Strumenti foto',
      path: 'strumenti-foto',
      metaTitle: 'Strumenti foto: converti, ottimizza, PDF, risoluzione',
      metaDescription:
        'Strumenti gratuiti per le tue foto: converti file, riduci foto, riunisci foto in un PDF e controlla la risoluzione di stampa.',
      title: 'Strumenti foto',
      body: 'Prima di ordinare, prepara le tue foto. Tutti gli strumenti sono gratuiti e i tuoi file vengono cancellati dopo poco tempo.',
      toolsHeadline: 'I nostri strumenti',
    },
    tools: {
      'convert-file': {
        name: 'Converti un file',
        path: 'strumenti-foto/converti-file',
        metaTitle: "Converti un'immagine: JPEG, PNG, WebP, TIFF, AVIF",
        metaDescription: 'Converti la tua foto in JPEG, PNG, WebP, TIFF o AVIF, gratis e senza account.',
        title: 'Converti un file',
        body: 'Trascina la foto nel riquadro, scegli il formato e scarica il risultato. Il profilo colore e i dati della fotocamera restano.',
      },
      'optimize-image': {
        name: 'Ottimizza una foto',
        path: 'strumenti-foto/ottimizza-foto',
        metaTitle: 'Riduci e ottimizza una foto',
        metaDescription:
          'Riduci la tua foto a una misura o a un peso. I dati di posizione vengono rimossi, il profilo colore resta.',
        title: 'Ottimizza una foto',
        body: 'Troppo grande per il caricamento? Indica un lato massimo o un peso massimo. I dati di posizione e della fotocamera vengono rimossi, il profilo colore resta.',
      },
      'convert-pdf': {
        name: 'Foto in PDF',
        path: 'strumenti-foto/crea-pdf',
        metaTitle: 'Riunisci più foto in un PDF',
        metaDescription: 'Riunisci più foto in un PDF, una pagina per foto.',
        title: 'Foto in PDF',
        body: 'Scegli più foto: ognuna ha la sua pagina, verticale o orizzontale come la foto.',
      },
      'print-advice': {
        name: 'Controlla la risoluzione di stampa',
        path: 'strumenti-foto/risoluzione-stampa',
        metaTitle: 'Risoluzione di stampa: fino a che formato la mia foto è nitida?',
        metaDescription:
          'Carica la tua foto e scopri fino a che formato si stampa nitida su tela, poster e altro.',
        title: 'Controlla la risoluzione di stampa',
        body: 'Carica la tua foto e scopri per ogni prodotto fino a che formato si stampa nitida. Da 150 dpi è nitida, tra 100 e 150 dpi ancora accettabile.',
      },
    },
    moreTools: 'Altri strumenti',
  },
  global: {
    header: {
      service: 'Aiuto e contatti',
      magazine: 'Magazine',
      account: 'Il mio account',
      cart: 'Carrello',
    },
    footer: {
      about: 'Chi siamo',
      service: 'Servizio clienti',
      shipping: 'Spedizione e tempi di consegna',
      withdrawal: 'Diritto di recesso',
      contact: 'Contatti',
      apps: 'Le nostre app',
      appsText: 'Crea ovunque tu sia con la nostra app per iOS e Android.',
      appStoreAlt: 'Scarica su App Store',
      googlePlayAlt: 'Disponibile su Google Play',
      awards: 'Puoi contare su di noi',
      awardAlts: ['Garanzia di soddisfazione', 'Pagamento sicuro', 'Stampato in Germania'],
      social: 'Seguici',
      international: 'Internazionale',
      languages: 'Lingua',
      newsletterTitle: 'Newsletter',
      newsletterButton: 'Iscriviti',
      newsletterPrivacy:
        'Puoi annullare l’iscrizione in qualsiasi momento. Maggiori informazioni nella nostra informativa sulla privacy.',
      copyright: '© Werkdruck GmbH',
    },
    countries: {
      de: 'Germania',
      at: 'Austria',
      ch: 'Svizzera',
      li: 'Liechtenstein',
      lu: 'Lussemburgo',
      be: 'Belgio',
      fr: 'Francia',
      it: 'Italia',
      es: 'Spagna',
      nl: 'Paesi Bassi',
      gb: 'Regno Unito',
      us: 'Stati Uniti',
    },
    nav: {
      cards: 'Biglietti',
      photobook: 'Fotolibri',
      calendar: 'Calendari',
      collage: 'Collage',
      wallArt: 'Quadri',
      frames: 'Cornici',
      occasions: 'Occasioni',
      giftIdeas: 'Da abbinare',
      more: 'Scopri di più',
      allCards: 'Tutti i biglietti',
      categories: 'Tipi di fotolibro',
      formats: 'Formati',
      startWithoutDesign: 'Inizia senza modello',
      photobookAssistant: 'Assistente fotolibro',
      allPhotobooks: 'Tutti i fotolibri',
      calendarTypes: 'Tipi di calendario',
      collageTypes: 'Tipi di collage',
      withMultipleImages: 'Collage con tante foto',
      framePoster: 'Poster con cornice',
      frameCanvas: 'Tela',
      framePlate: 'Pannelli',
      frameColours: 'Colori della cornice',
      frameExtras: 'Extra',
      allFrames: 'Tutte le cornici',
      colourBlack: 'Nero',
      colourWhite: 'Bianco',
      colourOak: 'Rovere naturale',
      bestseller: 'I più venduti',
      premium: 'Quadri premium',
      additional: 'Altri prodotti',
      accessories: 'Accessori',
      formatSquare: 'Quadrato',
      formatLandscape: 'Orizzontale',
      formatPortrait: 'Verticale',
    },
    cards: {
      logoAlt: 'Fotowerk – vai alla home page',
      actionBar: 'Novità: biglietti di auguri con lamina oro, argento e oro rosa',
      about:
        'Dal 2011 stampiamo le tue foto più belle su biglietti, fotolibri, calendari e collage – con cura per i dettagli e su carte scelte con attenzione.',
      seoText:
        'Crea online biglietti di auguri, fotolibri e calendari fotografici: carica le tue foto, scegli un modello e noi stampiamo tutto in alta qualità. Partecipazioni di nozze, biglietti di nascita, calendari o collage – da Fotowerk trovi il prodotto giusto per ogni occasione.',
      newsletterText:
        'Nuovi modelli, idee per ogni occasione e offerte esclusive direttamente nella tua casella di posta.',
      serviceText: 'Siamo a tua disposizione dal lunedì al venerdì, dalle 8 alle 18.',
    },
    posters: {
      logoAlt: 'Wandwerk – vai alla home page',
      actionBar: 'Novità: poster fine art su carta Hahnemühle',
      about:
        'Wandwerk trasforma le tue foto in quadri di qualità da galleria: su tela, plexiglass, alluminio, vetro o come poster con cornice.',
      seoText:
        'Stampa le tue foto come quadri: da Wandwerk crei poster, tele, stampe su plexiglass e alluminio, stampe su vetro e carte da parati fotografiche nel formato che preferisci. Stampiamo con inchiostri resistenti alla luce e imballiamo ogni quadro con cura.',
      newsletterText: 'Idee d’arredo, nuovi materiali e offerte per le tue pareti – una volta al mese.',
      serviceText: 'I nostri consulenti per i quadri ti rispondono dal lunedì al venerdì, dalle 8 alle 18.',
    },
  },
  common: {
    formatsHeadline: 'Formati e prezzi',
    faqHeadline: 'Domande frequenti',
    relatedHeadline: 'Potrebbe piacerti anche',
    tipHeadline: 'Il nostro consiglio',
    highlightsHeadline: 'Perché conviene',
    customerPictures: 'A casa dei nostri clienti',
    customerPicturesText: 'Foto vere da case vere – condivise da chi ha ordinato da noi.',
    framesHeadline: 'Le nostre cornici',
    accessoriesHeadline: 'Gli accessori in sintesi',
    labels: { new: 'Novità', bestseller: 'Bestseller', premium: 'Premium' },
    usps: {
      cards: [
        ['Dal 2011', 'L’esperienza di milioni di foto stampate'],
        ['Garanzia di soddisfazione', 'Non sei soddisfatto? Ristampiamo o rimborsiamo.'],
        ['Assistenza personale', 'Persone vere ti aiutano al telefono e via e-mail.'],
      ],
      posters: [
        ['Qualità da galleria', 'Inchiostri resistenti alla luce e colori fedeli'],
        ['Imballo sicuro', 'Ogni quadro viaggia in un imballo su misura.'],
        ['Pronto da appendere', 'Sistema di aggancio incluso, senza maratone di attrezzi.'],
      ],
    },
    occasionDesignsCta: 'Vedi i modelli',
    occasionIdeasHeadline: 'Idee e testi',
    occasionRelatedHeadline: 'Per la stessa occasione',
    contactFormHeadline: 'Scrivici',
  },
  cards: {
    home: {
      name: 'Home',
      path: 'home',
      metaTitle: 'Biglietti, fotolibri e calendari con le tue foto | Fotowerk',
      metaDescription:
        'Crea online biglietti di auguri, fotolibri, calendari e collage e falli stampare in alta qualità.',
      headline: 'Le tue foto. Stampate con cura.',
      subline: 'Biglietti, fotolibri e calendari per ogni occasione – creati in pochi minuti.',
      cta: 'Inizia a creare',
      label: 'Novità',
      title: 'Regali personali con le tue foto preferite',
      intro:
        'Partecipazioni di nozze, biglietti di ringraziamento per una nascita o un calendario per la famiglia: con i nostri modelli crei in pochi passi stampe che vengono dal cuore.\n\nScegli un modello, carica le tue foto e personalizza testi e colori – l’anteprima ti mostra sempre il risultato finale.',
      productsHeadline: 'Prodotti più amati',
      secondHeadline: 'Biglietti per ogni occasione',
      uspHeadline: 'Perché i clienti scelgono noi',
      feedHeadline: 'Novità dal nostro laboratorio',
      outro:
        'Ogni prodotto viene stampato su ordinazione e spedito con cura. Hai domande? Il nostro [servizio clienti](hilfe) ti aiuta volentieri.',
    },
    products: {
      karten: {
        name: 'Biglietti di auguri',
        path: 'biglietti-auguri',
        tile: 'Per matrimoni, nascite, compleanni e altro',
        metaTitle: 'Biglietti di auguri personalizzati con foto | Fotowerk',
        metaDescription:
          'Inviti, biglietti di ringraziamento e di auguri con le tue foto: centinaia di modelli, carte pregiate e lamine oro, argento e oro rosa.',
        headline: 'Biglietti che si conservano',
        subline: 'Centinaia di modelli per ogni occasione – con le tue foto e le tue parole.',
        cta: 'Scopri i biglietti',
        title: 'Biglietti di auguri con le tue foto',
        intro:
          'Un biglietto personale dice più di qualsiasi messaggio sul telefono. Scegli tra centinaia di modelli dei nostri grafici, inserisci le tue foto e scrivi il tuo testo – dal save the date al biglietto di Natale.\n\nPuoi ordinare anche un solo biglietto; per tirature più grandi ogni biglietto in più costa meno.',
        highlights: [
          ['Carte pregiate', 'Opache, lucide o con texture'],
          ['Nobilitazioni', 'Oro, argento, oro rosa e vernice in rilievo'],
          ['Da 1 pezzo', 'Anche un singolo biglietto a un piccolo prezzo'],
        ],
        sections: {
          klappkarten: [
            'Biglietti pieghevoli',
            'Tanto spazio per foto e parole: un’immagine fuori e all’interno posto per programma, indicazioni o un pensiero personale. Ideali per inviti e ringraziamenti.',
          ],
          postkarten: [
            'Cartoline',
            'Una piccola gioia nella cassetta delle lettere – una foto davanti, spazio per saluti e indirizzo sul retro.',
          ],
          veredelung: [
            'Nobilitazioni',
            'La stampa a caldo oro, argento o oro rosa fa brillare nomi e decorazioni alla luce. La vernice in rilievo rende i dettagli perfino tattili.',
          ],
        },
        tip: 'Ordina prima un biglietto campione: così vedi carta e colori dal vivo prima di stampare tutta la tiratura.',
        faq: [
          [
            'Posso ordinare anche le buste?',
            'Sì. Buste coordinate in tanti colori sono disponibili durante la creazione e nella pagina [accessori](zubehoer).',
          ],
          [
            'Quando arriveranno i miei biglietti?',
            'Di solito stampiamo i biglietti entro due giorni lavorativi, a cui si aggiunge il tempo di spedizione.',
          ],
        ],
      },
      fotobuch: {
        name: 'Fotolibro',
        path: 'fotolibro',
        tile: 'I tuoi ricordi, rilegati per sempre',
        metaTitle: 'Crea un fotolibro online – carta fotografica e stampa digitale | Fotowerk',
        metaDescription:
          'Crea il tuo fotolibro con rilegatura layflat su vera carta fotografica o in stampa digitale – con modelli o in libertà, in tanti formati.',
        headline: 'Un libro pieno di momenti preferiti',
        subline: 'Vacanze, matrimonio o primo anno del bebè – racconta la tua storia per immagini.',
        cta: 'Crea un fotolibro',
        title: 'Il tuo fotolibro',
        intro:
          'Un fotolibro porta le tue foto più belle fuori dal telefono: da sfogliare, regalare e riscoprire.\n\nScegli tra il **fotolibro su carta fotografica** con rilegatura layflat, il versatile **fotolibro digitale** e il leggero **fotoquaderno**.',
        highlights: [
          ['Rilegatura layflat', 'Panorami sulla doppia pagina senza piega'],
          ['Tanti formati', 'Dall’A5 al 30 × 30 cm'],
          ['Modelli o libertà', 'Con i nostri design o a modo tuo'],
        ],
        sections: {
          echtfotobuch: [
            'Fotolibro su carta fotografica',
            'Sviluppato su vera carta fotografica con rilegatura layflat: le pagine restano piatte, i colori brillano e i panorami corrono sulla doppia pagina senza piega.',
          ],
          digitalfotobuch: [
            'Fotolibro digitale',
            'Stampato in digitale su carta opaca o lucida, con copertina rigida o morbida. La scelta flessibile per i grandi album delle vacanze.',
          ],
          fotoheft: [
            'Fotoquaderno',
            'Leggero, sottile e con rilegatura a punto metallico – perfetto come libretto per gli ospiti, invito da sfogliare o piccolo ringraziamento.',
          ],
          formate: [
            'Formati',
            'Quadrato 20 × 20 e 30 × 30 cm, orizzontale in A3, A4 o A5 e verticale in A4 o A5.',
          ],
          assistent: [
            'Assistente fotolibro',
            'Poco tempo? L’assistente distribuisce automaticamente le tue foto sulle pagine – a te restano solo i ritocchi.',
          ],
        },
        tip: 'Prima del caricamento, ordina le foto in cartelle per giorno o capitolo: l’assistente riempirà le pagine nell’ordine giusto.',
        faq: [
          [
            'Quante pagine può avere il mio fotolibro?',
            'Tra 24 e 150 pagine, a seconda del tipo di libro. Puoi aggiungere o togliere pagine in qualsiasi momento.',
          ],
          [
            'Posso continuare il progetto più tardi?',
            'Sì, i tuoi progetti vengono salvati nel tuo account cliente.',
          ],
        ],
      },
      fotokalender: {
        name: 'Calendario fotografico',
        path: 'calendario-personalizzato',
        tile: 'Dodici mesi di momenti preferiti',
        metaTitle: 'Calendario personalizzato con foto – da parete, da tavolo e per la famiglia | Fotowerk',
        metaDescription:
          'Calendari con le tue foto: da parete, da tavolo, planner per la famiglia, calendari da cucina e agende – con il mese di inizio che preferisci.',
        headline: 'Ogni mese una nuova foto del cuore',
        subline: 'Calendari da parete, da tavolo e per la famiglia – dal mese che scegli tu.',
        cta: 'Crea un calendario',
        title: 'Calendari fotografici per ogni angolo',
        intro:
          'Un calendario fotografico è il regalo che fa piacere tutto l’anno. Scegli formato e tipo, inserisci una foto per ogni mese e aggiungi subito i compleanni.\n\nIl mese di inizio lo decidi tu: il calendario non deve per forza partire a gennaio. Tutti i modelli sono in [tutti i calendari](alle-fotokalender).',
        highlights: [
          ['Mese di inizio libero', 'Comincia quando vuoi'],
          ['Compleanni inclusi', 'Nomi e date nel calendario'],
          ['Tanti formati', 'Dall’A6 all’A3 e panoramico'],
        ],
        sections: {
          wandkalender: [
            'Calendario da parete',
            'Il classico in verticale o orizzontale, dall’A4 all’A3 – con una grande foto e un calendario chiaro.',
          ],
          tischkalender: [
            'Calendario da tavolo',
            'Sta sulla scrivania o sullo scaffale, con base o blocco in legno – piccolo nel formato, grande nelle emozioni.',
          ],
          familienplaner: [
            'Planner per la famiglia',
            'Una colonna per ogni membro della famiglia, così allenamento, colloqui a scuola e dentista non si confondono più.',
          ],
          kuechenkalender: [
            'Calendario da cucina',
            'Il formato stretto si adatta a ogni parete della cucina e lascia spazio per la lista della spesa.',
          ],
          terminkalender: [
            'Calendario agenda',
            'Caselle ampie per tutti gli appuntamenti e ogni mese una foto che mette di buon umore.',
          ],
        },
        tip: 'Il calendario fotografico è un regalo di Natale molto amato – ordina entro metà dicembre per trovarlo in tempo sotto l’albero.',
        faq: [
          [
            'Posso mostrare i giorni festivi?',
            'Sì, i festivi del tuo Paese vengono inseriti automaticamente; puoi anche nasconderli.',
          ],
          ['Che carta usate?', 'Una carta patinata opaca e robusta, su cui si scrive facilmente.'],
        ],
      },
      fotocollage: {
        name: 'Collage di foto',
        path: 'collage-di-foto',
        tile: 'Tante foto, un solo quadro',
        metaTitle: 'Crea un collage di foto – su tela, poster o con cornice | Fotowerk',
        metaDescription:
          'Crea un collage con fino a 50 foto: su tela, come poster o con cornice, con layout pronti o disposizione libera.',
        headline: 'Un anno, un viaggio, una parete',
        subline: 'Riunisci tante foto in un solo quadro – su tela, come poster o con cornice.',
        cta: 'Crea un collage',
        title: 'Collage con le tue foto',
        intro:
          'Alcune storie non stanno in una sola foto. Un collage riunisce i momenti più belli di un viaggio, di un anno o di una vita intera in un unico quadro.\n\nScegli un layout da 2 a 50 foto oppure disponi le immagini liberamente.',
        highlights: [
          ['Fino a 50 foto', 'Layout per ogni quantità'],
          ['Tre materiali', 'Tela, poster o con cornice'],
          ['Testo possibile', 'Nomi, date e citazioni'],
        ],
        sections: {
          'leinwand-collage': [
            'Collage su tela',
            'Montato su telaio e pronto da appendere – la superficie calda e opaca valorizza ogni foto.',
          ],
          'poster-collage': [
            'Collage su poster',
            'La scelta conveniente per i grandi formati, su carta poster opaca o lucida.',
          ],
          'collage-mit-rahmen': [
            'Collage con cornice',
            'In una cornice di legno nero con passe-partout bianco – un regalo pronto da appendere.',
          ],
        },
        tip: 'Per un effetto armonioso, scegli foto con colori simili oppure converti tutte le immagini in bianco e nero.',
        faq: [
          [
            'Che risoluzione devono avere le mie foto?',
            'Le foto dello smartphone bastano per la maggior parte dei collage. Se un’immagine è troppo piccola, l’anteprima ti avvisa.',
          ],
          [
            'Posso aggiungere del testo?',
            'Sì, i campi di testo per nomi, date e citazioni si posizionano liberamente.',
          ],
        ],
      },
      fotobox: {
        name: 'Scatola con foto',
        path: 'scatola-con-foto',
        tile: 'Le tue stampe in una bella scatola',
        metaTitle: 'Crea una scatola con foto stampate | Fotowerk',
        metaDescription:
          'La scatola con foto: fino a 100 stampe in una scatola robusta con la tua foto sul coperchio – un regalo da toccare.',
        headline: 'Ricordi da toccare',
        subline: 'Fino a 100 stampe in una scatola con la tua foto preferita sul coperchio.',
        cta: 'Crea una scatola',
        title: 'La scatola con foto',
        intro:
          'Foto da passare di mano in mano, appendere e regalare: la scatola custodisce le tue stampe in un contenitore robusto con chiusura magnetica.\n\nPersonalizza il coperchio con una foto e un titolo – e la scatola stessa diventa un regalo.',
        highlights: [
          ['Fino a 100 stampe', 'Piccole o nel grande formato MAX'],
          ['Coperchio personalizzato', 'Con foto e titolo'],
          ['Chiusura magnetica', 'Robusta e riutilizzabile'],
        ],
        sections: {
          inhalt: [
            'Cosa contiene la scatola',
            'La scatola piccola contiene stampe 10 × 10 o 10 × 13 cm, quella grande (MAX) stampe fino a 13 × 18 cm.',
          ],
          papier: [
            'Carte',
            'Scegli tra opaca, lucida e carta fine art Hahnemühle dalla superficie vellutata.',
          ],
        },
        tip: 'Una scatola con le foto del primo anno del bebè è un regalo meraviglioso per i nonni.',
        faq: [
          ['Posso ordinare la scatola senza foto?', 'La scatola è disponibile solo insieme alle tue stampe.'],
          [
            'Quante foto devo caricare?',
            'Almeno dieci. Se restano posti liberi, puoi stampare alcune immagini più volte.',
          ],
        ],
      },
      fotoabzuege: {
        name: 'Stampa foto',
        path: 'stampa-foto',
        tile: 'Stampe classiche di qualità professionale',
        metaTitle: 'Stampa foto online – opache, lucide e fine art | Fotowerk',
        metaDescription:
          'Stampe fotografiche di qualità professionale: da 9 × 13 a 20 × 30 cm, su carta opaca, lucida o Hahnemühle.',
        headline: 'Le tue foto tra le mani',
        subline: 'Stampe di qualità professionale – dal classico 10 × 15 al grande formato.',
        cta: 'Ordina le stampe',
        title: 'Stampa foto di qualità professionale',
        intro:
          'Per l’album, il frigorifero o da regalare: le nostre stampe vengono sviluppate su vera carta fotografica e mantengono i colori per decenni.\n\nCarica tutte le foto che vuoi, scegli formato e finitura – fatto.',
        highlights: [
          ['Vera carta fotografica', 'Sviluppata, non stampata'],
          ['Tanti formati', 'Da 9 × 13 a 20 × 30 cm'],
          ['Bordo bianco', 'Per un tocco rétro, se vuoi'],
        ],
        sections: {
          formate: [
            'Formati',
            'Il classico 10 × 15 cm, il quadrato 10 × 10 cm o il grande formato fino a 20 × 30 cm – il rapporto giusto per ogni fotocamera.',
          ],
          papier: [
            'Finiture',
            'Lucida per colori brillanti, opaca per meno riflessi e carta Hahnemühle per un effetto fine art.',
          ],
        },
        tip: 'Per le foto dello smartphone in 4:3, la stampa 10 × 13 cm è ideale: non viene tagliato nulla.',
        faq: [
          [
            'Le mie foto verranno ritagliate?',
            'Solo se il rapporto è diverso; l’anteprima ti mostra l’inquadratura.',
          ],
          ['Ci sono sconti per quantità?', 'Sì, da 100 stampe ogni stampa in più costa meno.'],
        ],
      },
      leinwanddruck: {
        name: 'Stampa su tela',
        path: 'stampa-su-tela',
        tile: 'La tua foto come quadro da galleria',
        metaTitle: 'Stampa su tela – la tua foto su tela | Fotowerk',
        metaDescription:
          'La tua foto su tela: montata su telaio, in tanti formati e, se vuoi, con cornice a cassetta.',
        headline: 'La tua foto preferita su tela',
        subline: 'Montata su telaio in legno e pronta da appendere.',
        cta: 'Crea una tela',
        title: 'Stampa su tela con la tua foto',
        intro:
          'Su tela una foto acquista la presenza di un dipinto. Stampiamo su una tela strutturata in misto cotone e la tendiamo a mano su un telaio in legno.\n\nIl gancio è già montato – disimballa, appendi, goditela.',
        highlights: [
          ['Tesa a mano', 'Su telaio in legno'],
          ['Pronta da appendere', 'Gancio incluso'],
          ['Resistente alla luce', 'Colori che non sbiadiscono'],
        ],
        sections: {
          keilrahmen: [
            'Telaio',
            'Scegli 2 cm per un aspetto sottile o 4 cm per un effetto deciso e tridimensionale.',
          ],
          schattenfugenrahmen: [
            'Cornice a cassetta',
            'La cornice flottante lascia uno stretto spazio intorno alla tela – proprio come in galleria.',
          ],
        },
        tip: 'Con il bordo “a specchio” il soggetto continua sui lati senza perdere nulla sul fronte.',
        faq: [
          ['Quali formati ci sono?', 'Da 20 × 20 cm a 120 × 80 cm, più i formati panoramici.'],
          [
            'Posso appendere la tela in bagno?',
            'Un po’ di umidità passeggera non è un problema, l’acqua diretta sì.',
          ],
        ],
      },
      fotorahmen: {
        name: 'Cornici per foto',
        path: 'cornice-foto',
        tile: 'Incorniciata e pronta per la parete',
        metaTitle: 'Foto con cornice – cornici con la tua stampa | Fotowerk',
        metaDescription:
          'La tua foto già incorniciata: cornici in legno e alluminio nero, bianco o rovere, con passe-partout e vetro acrilico.',
        headline: 'Incorniciata. Consegnata. Appesa.',
        subline: 'La tua foto in una cornice di legno o alluminio – con passe-partout, se vuoi.',
        cta: 'Scegli la cornice',
        title: 'Cornici con la tua foto',
        intro:
          'Una bella cornice trasforma una foto in un quadro. Stampiamo la tua immagine, tagliamo il passe-partout e incorniciamo tutto – a te basta un chiodo nel muro.\n\nPuoi scegliere cornici in legno nero, bianco e rovere oppure sottili cornici in alluminio.',
        highlights: [
          ['Già incorniciata', 'Stampa, passe-partout e cornice'],
          ['Vetro acrilico infrangibile', 'Leggero e sicuro in spedizione'],
          ['Tre colori', 'Nero, bianco e rovere naturale'],
        ],
        sections: {
          holzrahmen: [
            'Cornice in legno',
            'Listelli in legno massello nero, bianco o rovere naturale – senza tempo e caldi.',
          ],
          alurahmen: [
            'Cornice in alluminio',
            'Sottile e moderna, in argento spazzolato o nero – ideale per architettura e foto in bianco e nero.',
          ],
          'acrylglas-rahmen': [
            'Plexiglass con cornice',
            'La tua foto dietro plexiglass in una cornice a cassetta: colori brillanti e un elegante effetto sospeso.',
          ],
          passepartout: [
            'Passe-partout',
            'Un passe-partout bianco con bordo di 3 cm dà respiro all’immagine e guida lo sguardo sull’essenziale.',
          ],
        },
        tip: 'Se appendi più cornici come parete galleria, scegli lo stesso colore per tutte: l’insieme risulterà armonioso.',
        faq: [
          [
            'È vero vetro?',
            'Usiamo vetro acrilico infrangibile; il vetro museale è disponibile da Wandwerk.',
          ],
          ['Posso ordinare senza passe-partout?', 'Sì, il passe-partout è facoltativo.'],
        ],
      },
      zubehoer: {
        name: 'Accessori',
        path: 'accessori',
        tile: 'Buste, inserti e nastri',
        metaTitle: 'Accessori per biglietti – buste, inserti e nastri | Fotowerk',
        metaDescription:
          'Buste colorate, inserti in carta lucida, nastri e scatole regalo coordinati ai tuoi biglietti.',
        headline: 'Il tocco in più per i tuoi biglietti',
        subline: 'Buste, inserti, nastri e scatole – per ogni formato.',
        cta: 'Vedi gli accessori',
        title: 'Accessori per i tuoi biglietti',
        intro:
          'Con gli accessori giusti un biglietto diventa una piccola esperienza. Tutto si adatta esattamente ai nostri formati e si aggiunge direttamente durante la creazione.',
        highlights: [
          ['Su misura', 'Per ogni formato di biglietto'],
          ['Tanti colori', 'Dal bianco naturale al blu notte'],
          ['Con un clic', 'Direttamente nell’editor'],
        ],
        sections: {
          briefumschlaege: ['Buste', 'Bianche, in carta kraft e in tanti colori, nei formati C6, B6 e DL.'],
          einlegeblaetter: [
            'Inserti',
            'Carta lucida o pregiata carta naturale per programma, menu o indicazioni.',
          ],
          schleifen: ['Nastri e fiocchi', 'Nastri di raso e fiocchi in bianco, oro e oro rosa.'],
          geschenkboxen: [
            'Scatole regalo',
            'Scatole robuste per foto e biglietti – con coperchio, perché aprirle diventi un momento speciale.',
          ],
        },
        tip: 'Le buste in carta kraft si abbinano splendidamente ai biglietti in stile boho e naturale.',
        faq: [
          [
            'Posso ordinare gli accessori da soli?',
            'Gli accessori sono disponibili insieme ai tuoi biglietti.',
          ],
          ['Le buste possono essere stampate?', 'Su richiesta stampiamo l’indirizzo del mittente sul lembo.'],
        ],
      },
    },
    occasions: {
      einschulung: {
        name: 'Primo giorno di scuola',
        path: 'primo-giorno-di-scuola',
        tile: 'Per il grande primo giorno di scuola',
        metaTitle: 'Biglietti per il primo giorno di scuola | Fotowerk',
        metaDescription:
          'Inviti e biglietti di ringraziamento per il primo giorno di scuola con foto – modelli allegri con zainetto, matite e nome.',
        headline: 'Il primo giorno di scuola',
        subline: 'Biglietti allegri per i nuovi scolari e i loro ospiti.',
        cta: 'Biglietti per la scuola',
        title: 'Biglietti per il primo giorno di scuola',
        intro:
          'Zainetto nuovo, astuccio pieno e tanta emozione: con un invito coinvolgi famiglia e amici nel grande giorno, con un biglietto di ringraziamento ne conservi il ricordo.',
        designs: 'Modelli per il primo giorno di scuola',
        ideas:
          '### Idee di testo per l’invito\n- «Si parte! Lena comincia la scuola – festeggia con noi!»\n- «Zainetto pronto, sorrisi a volontà: festeggiamo il primo giorno di scuola di Jonas.»\n\n### Consiglio\nUna foto con lo zainetto davanti alla porta di casa è un classico – e un bel soggetto per il biglietto di ringraziamento.',
      },
      firmung: {
        name: 'Cresima',
        path: 'cresima',
        tile: 'Inviti e ringraziamenti per la cresima',
        metaTitle: 'Biglietti per la cresima | Fotowerk',
        metaDescription:
          'Inviti e biglietti di ringraziamento per la cresima con foto – sobri, festosi e personali.',
        headline: 'Rafforzati per la vita',
        subline: 'Biglietti festosi per la cresima con la tua foto.',
        cta: 'Biglietti per la cresima',
        title: 'Biglietti per la cresima',
        intro:
          'La cresima è un passo verso l’età adulta. Invita padrino, madrina, famiglia e amici con un biglietto personale e ringraziali poi per gli auguri e i regali.',
        designs: 'Modelli per la cresima',
        ideas:
          '### Idee di testo\n- «Ho ricevuto la cresima e vi ringrazio per avermi accompagnato.»\n- «Siete invitati con gioia alla mia cresima.»\n\n### Consiglio\nIndica la chiesa, l’orario e il luogo della festa che segue.',
      },
      geburt: {
        name: 'Nascita',
        path: 'nascita',
        tile: 'Benvenuto, piccolino',
        metaTitle: 'Biglietti di nascita con foto | Fotowerk',
        metaDescription:
          'Annunci di nascita e biglietti di ringraziamento con foto, nome, data, lunghezza e peso.',
        headline: 'Ciao mondo!',
        subline: 'Annunci di nascita che presentano con orgoglio il nuovo arrivato.',
        cta: 'Crea l’annuncio di nascita',
        title: 'Biglietti di nascita',
        intro:
          'È arrivato un nuovo piccolo! L’annuncio di nascita presenta il tuo bebè con foto, nome e i primi dati – e ringrazia tutti per gli auguri.',
        designs: 'Modelli per la nascita',
        ideas:
          '### Cosa scrivere\n- nome, data e ora di nascita\n- lunghezza e peso\n- una foto dei primi giorni\n\n### Idea di testo\n«Con tutto il nostro amore diamo il benvenuto a nostra figlia Mila.»',
      },
      geburtstag: {
        name: 'Compleanno',
        path: 'compleanno',
        tile: 'Inviti per ogni festa di compleanno',
        metaTitle: 'Inviti e biglietti di compleanno | Fotowerk',
        metaDescription: 'Inviti e biglietti di auguri per il compleanno con foto – dai 18 agli 80 anni.',
        headline: 'Alla tua!',
        subline: 'Inviti e auguri per i compleanni tondi e per tutti gli altri.',
        cta: 'Crea biglietti di compleanno',
        title: 'Biglietti di compleanno',
        intro:
          'Che siano 30, 50 o 80 anni: un compleanno speciale merita un invito speciale. Con foto di ieri e di oggi, il biglietto diventa già un argomento di conversazione.',
        designs: 'Modelli per il compleanno',
        ideas:
          '### Idee di testo\n- «Gli anni non contano – ma li festeggiamo tutti!»\n- «Passa a brindare con me e porta il buon umore.»\n\n### Consiglio\nAbbina una foto da bambino a una recente – risate assicurate. Per i più piccoli ci sono i biglietti per il [compleanno dei bambini](geburtstag/kindergeburtstag).',
      },
      kindergeburtstag: {
        name: 'Compleanno dei bambini',
        path: 'compleanno/compleanno-bambini',
        tile: 'Inviti colorati per piccoli ospiti',
        metaTitle: 'Inviti per la festa di compleanno dei bambini | Fotowerk',
        metaDescription:
          'Inviti colorati per il compleanno dei bambini con foto – con pirati, unicorni, dinosauri e tanto altro.',
        headline: 'Festa per i più piccoli',
        subline: 'Inviti colorati che ogni bambino aspetta con gioia.',
        cta: 'Crea gli inviti',
        title: 'Inviti per il compleanno dei bambini',
        intro:
          'Pirati, unicorni o dinosauri: un invito con il tema preferito fa crescere l’attesa giorni prima della festa. Inserisci una foto del festeggiato e l’orario di inizio e di ritiro.',
        designs: 'Modelli per il compleanno dei bambini',
        ideas:
          '### Da non dimenticare\n- orario di inizio e di ritiro\n- indirizzo e numero di telefono\n- se servono vestiti per stare all’aperto\n\n### Idea di testo\n«Ahoy! Capitan Paolo compie 6 anni e cerca una ciurma per la sua caccia al tesoro.»',
      },
      hochzeit: {
        name: 'Matrimonio',
        path: 'matrimonio',
        tile: 'Dal save the date ai ringraziamenti',
        metaTitle: 'Partecipazioni di nozze – inviti, save the date, ringraziamenti | Fotowerk',
        metaDescription:
          'Biglietti per il matrimonio con foto: save the date, partecipazioni, menu e ringraziamenti in un unico stile, con lamina oro se vuoi.',
        headline: 'Sì, facciamo festa!',
        subline: 'Partecipazioni coordinate – dal save the date al grazie finale.',
        cta: 'Crea le partecipazioni',
        title: 'Biglietti per il matrimonio',
        intro:
          'La vostra cartoleria di nozze racconta la vostra storia, dal primo annuncio all’ultimo grazie. Scegliete un modello e usatelo per save the date, partecipazioni, segnaposto e ringraziamenti.\n\nLe lamine oro, argento e oro rosa rendono i vostri biglietti piccoli tesori.',
        designs: 'Modelli per il matrimonio',
        ideas:
          '### I tempi giusti\n- Save the date: da 6 a 12 mesi prima\n- Partecipazione: da 3 a 4 mesi prima\n- Ringraziamenti: entro 8 settimane dalla festa\n\n### Idea di testo\n«Ci sposiamo! Festeggiate con noi il giorno più bello della nostra vita, il 14 giugno.»',
      },
      kommunion: {
        name: 'Prima comunione',
        path: 'prima-comunione',
        tile: 'Biglietti per la prima comunione',
        metaTitle: 'Biglietti per la prima comunione | Fotowerk',
        metaDescription:
          'Inviti e biglietti di ringraziamento per la prima comunione con foto – sobri, festosi e personali.',
        headline: 'La mia prima comunione',
        subline: 'Inviti e ringraziamenti per un giorno di festa.',
        cta: 'Biglietti per la comunione',
        title: 'Biglietti per la prima comunione',
        intro:
          'La prima comunione è un grande giorno per tutta la famiglia. Con un invito personale e un biglietto di ringraziamento con foto, lo si ricorda a lungo.',
        designs: 'Modelli per la prima comunione',
        ideas:
          '### Idee di testo\n- «Faccio la prima comunione e sarei felice di avervi con me.»\n- «Grazie per aver reso così speciale il mio grande giorno.»\n\n### Consiglio\nUna foto con la candela della comunione è un bel soggetto per il biglietto di ringraziamento.',
      },
      konfirmation: {
        name: 'Confermazione',
        path: 'confermazione',
        tile: 'Inviti e ringraziamenti per la confermazione',
        metaTitle: 'Biglietti per la confermazione | Fotowerk',
        metaDescription:
          'Inviti e biglietti di ringraziamento per la confermazione evangelica con foto – moderni, sobri o classici.',
        headline: 'Sì alla mia strada',
        subline: 'Biglietti unici come i ragazzi che ricevono la confermazione.',
        cta: 'Biglietti per la confermazione',
        title: 'Biglietti per la confermazione',
        intro:
          'Con la confermazione i ragazzi dicono sì alla propria fede. Modelli moderni con foto accompagnano questo passo – dai più sobri ai più colorati.',
        designs: 'Modelli per la confermazione',
        ideas:
          '### Idee di testo\n- «Ricevo la confermazione e vi invito con affetto.»\n- «Grazie per gli auguri e i regali per la mia confermazione.»\n\n### Consiglio\nPuoi riportare il versetto della confermazione sul retro, come citazione.',
      },
      ostern: {
        name: 'Pasqua',
        path: 'pasqua',
        tile: 'Auguri di Pasqua primaverili',
        metaTitle: 'Biglietti di Pasqua con foto | Fotowerk',
        metaDescription: 'Biglietti di Pasqua con le tue foto – modelli primaverili per famiglia e amici.',
        headline: 'Buona Pasqua!',
        subline: 'Auguri primaverili con le tue foto.',
        cta: 'Crea biglietti di Pasqua',
        title: 'Biglietti di Pasqua',
        intro:
          'Uova colorate, i primi fiori e la foto di famiglia della passeggiata di Pasqua: un biglietto di Pasqua porta un po’ di primavera a tutte le persone che ami.',
        designs: 'Modelli per Pasqua',
        ideas:
          '### Idee di testo\n- «Buona Pasqua e splendide giornate di primavera!»\n- «Un nido pieno di gioia da parte di …»\n\n### Consiglio\nSpedisci i biglietti circa una settimana prima di Pasqua, così arrivano in tempo.',
      },
      taufe: {
        name: 'Battesimo',
        path: 'battesimo',
        tile: 'Inviti e ringraziamenti per il battesimo',
        metaTitle: 'Biglietti per il battesimo con foto | Fotowerk',
        metaDescription:
          'Inviti e biglietti di ringraziamento per il battesimo con foto, versetto e nome – delicati, sobri e festosi.',
        headline: 'Benvenuto nella comunità',
        subline: 'Biglietti delicati per il battesimo con foto e versetto.',
        cta: 'Crea biglietti per il battesimo',
        title: 'Biglietti per il battesimo',
        intro:
          'Per il battesimo si riuniscono famiglia, padrini e amici. Invitali con un biglietto che mostra foto, versetto e tutti i dettagli – e ringraziali poi con lo stesso stile.',
        designs: 'Modelli per il battesimo',
        ideas:
          '### Versetti amati\n- «Egli darà ordine ai suoi angeli di custodirti in tutti i tuoi passi.»\n- «Un bambino è un dono del cielo.»\n\n### Consiglio\nUn biglietto per padrino e madrina con una foto insieme è un bel ricordo.',
      },
      trauer: {
        name: 'Lutto',
        path: 'lutto',
        tile: 'Biglietti dignitosi per l’ultimo saluto',
        metaTitle: 'Biglietti di lutto e ringraziamento | Fotowerk',
        metaDescription:
          'Annunci funebri, biglietti di cordoglio e ringraziamenti con foto – dignitosi, sobri e personali.',
        headline: 'Con affetto e nel ricordo',
        subline: 'Biglietti dignitosi per l’ultimo saluto e i ringraziamenti.',
        cta: 'Crea biglietti di lutto',
        title: 'Biglietti di lutto',
        intro:
          'Quando una persona ci lascia, spesso mancano le parole. I nostri modelli sobri ti aiutano a dire addio, a invitare alle esequie e a ringraziare per la vicinanza.\n\nStampiamo i biglietti di lutto con priorità, perché arrivino in tempo.',
        designs: 'Modelli per biglietti di lutto',
        ideas:
          '### Idee di testo per il ringraziamento\n- «Ringraziamo di cuore per le numerose attestazioni di affetto.»\n- «Ci conforta sapere quante persone gli volevano bene.»\n\n### Consiglio\nUna foto di un momento felice ricorda una vita, non solo un addio.',
      },
      weihnachtenGeschaeftlich: {
        name: 'Natale aziendale',
        path: 'natale/aziendale',
        tile: 'Auguri a clienti e partner',
        metaTitle: 'Biglietti di Natale aziendali con logo | Fotowerk',
        metaDescription:
          'Biglietti di Natale aziendali con logo e foto del team – eleganti, in grandi tirature e con prezzi a scaglioni.',
        headline: 'Grazie per un anno speciale',
        subline: 'Biglietti di Natale per clienti, partner e team – con il tuo logo.',
        cta: 'Crea biglietti aziendali',
        title: 'Biglietti di Natale aziendali',
        intro:
          'Un biglietto di Natale stampato dimostra a clienti e partner che sono importanti per te. Inserisci logo e foto del team e, se vuoi, firma a mano.\n\nPer tirature più grandi il prezzo unitario scende sensibilmente.',
        designs: 'Modelli per aziende',
        ideas:
          '### Idee di testo\n- «Grazie per la fiducia e la collaborazione: vi auguriamo buone feste.»\n- «A un nuovo anno di successi – insieme a voi.»\n\n### Consiglio\nOrdina entro fine novembre, così i biglietti partono prima delle feste.',
      },
      weihnachtenPrivat: {
        name: 'Natale',
        path: 'natale/privato',
        tile: 'Biglietti di Natale con foto di famiglia',
        metaTitle: 'Biglietti di Natale con foto | Fotowerk',
        metaDescription:
          'Biglietti di Natale personali con foto di famiglia – modelli festosi con lamina oro e argento.',
        headline: 'Buon Natale!',
        subline: 'Biglietti di Natale con le foto più belle dell’anno.',
        cta: 'Crea biglietti di Natale',
        title: 'Biglietti di Natale',
        intro:
          'La foto di famiglia più bella dell’anno, qualche parola affettuosa e un tocco di lamina oro: così i tuoi auguri finiranno di sicuro sul frigorifero.',
        designs: 'Modelli di Natale',
        ideas:
          '### Idee di testo\n- «Buon Natale e un sereno anno nuovo da …»\n- «Tempo di candele, biscotti e delle persone che amiamo.»\n\n### Consiglio\nUn [calendario fotografico](fotokalender) è il regalo perfetto da abbinare al biglietto.',
      },
    },
    cardDesigns: {
      name: 'Crea biglietti',
      path: 'crea-biglietti',
      metaTitle: 'Crea biglietti online – tutti i modelli | Fotowerk',
      metaDescription:
        'Tutti i modelli di biglietti a colpo d’occhio: filtra per occasione, formato e colore e crea il tuo biglietto con foto.',
      headline: 'Trova il tuo modello',
      subline: 'Centinaia di modelli da filtrare per occasione, formato e colore.',
      cta: 'Sfoglia i modelli',
      title: 'Crea biglietti',
      body: 'Qui trovi tutti i modelli dei nostri grafici. Filtra per occasione, formato o colore, apri un modello e sostituisci le foto di esempio con le tue.\n\nOgni modello è personalizzabile: carattere, colori e testi li scegli tu.',
      gridHeadline: 'Tutti i modelli',
      occasionsHeadline: 'Sfoglia per occasione',
    },
    allCalendars: {
      name: 'Tutti i calendari',
      path: 'tutti-i-calendari',
      metaTitle: 'Tutti i calendari fotografici | Fotowerk',
      metaDescription:
        'Tutti i modelli di calendari fotografici: da parete, da tavolo, planner per la famiglia e altro.',
      title: 'Tutti i calendari fotografici',
      body: 'Tutti i nostri modelli di calendario a colpo d’occhio. Filtra per tipo e formato e inizia con il modello che ti piace.',
      gridHeadline: 'Modelli di calendario',
    },
    magazine: {
      name: 'Magazine',
      path: 'magazin',
      metaTitle: 'Magazine – idee, guide e ispirazione | Fotowerk',
      metaDescription:
        'Idee per biglietti, fotolibri e calendari, testi per ogni occasione e consigli per foto più belle.',
      headline: 'Idee che vengono dal cuore',
      subline: 'Idee di testo, consigli di grafica e ispirazione per ogni occasione.',
      cta: 'Inizia a sfogliare',
      title: 'Il magazine di Fotowerk',
      intro:
        'Nel magazine raccogliamo ciò che ci appassiona in laboratorio: idee di testo per gli inviti, consigli per la foto di famiglia perfetta e ispirazione per fotolibri da sfogliare ancora e ancora.',
      featuredHeadline: 'I più amati del momento',
      feedHeadline: 'Ultimi modelli',
      topicsHeadline: 'Temi',
    },
  },
  posters: {
    home: {
      name: 'Home',
      path: 'home',
      metaTitle: 'Quadri con le tue foto – tela, plexiglass, poster | Wandwerk',
      metaDescription:
        'Stampa le tue foto come quadri: poster, tela, plexiglass, alluminio, vetro e carta da parati in qualità da galleria.',
      headline: 'La tua parete. La tua immagine.',
      subline: 'Foto su poster, tela, plexiglass e altro – in qualità da galleria.',
      cta: 'Crea il tuo quadro',
      label: 'Bestseller',
      title: 'Quadri con le tue foto',
      intro:
        'Una foto alla parete cambia una stanza. Da Wandwerk scegli il materiale adatto alla tua immagine e al tuo arredo – dal poster leggero al plexiglass ricco di profondità.\n\nCarica la tua foto, scegli il formato e guarda nell’anteprima come apparirà.',
      productsHeadline: 'I nostri bestseller',
      secondHeadline: 'Quadri premium',
      uspHeadline: 'Perché Wandwerk',
      feedHeadline: 'Nuovo sulle nostre pareti',
      outro:
        'Non sai quale materiale scegliere? Nelle nostre [pagine di aiuto](hilfe) trovi consigli su materiali e formati.',
    },
    products: {
      posterdruck: {
        name: 'Poster',
        path: 'stampa-poster',
        tile: 'Grande, leggero e conveniente',
        metaTitle: 'Stampa poster – la tua foto come poster | Wandwerk',
        metaDescription:
          'Stampa la tua foto come poster: opaco, satinato o lucido, dall’A4 al 100 × 150 cm, con cornice o aste se vuoi.',
        headline: 'Pensa in grande',
        subline: 'La tua foto come poster – fino a 100 × 150 cm.',
        cta: 'Crea un poster',
        title: 'Stampa poster con la tua foto',
        intro:
          'Il poster è il modo più rapido per avere una grande immagine alla parete. Stampiamo su carta poster robusta con inchiostri resistenti alla luce – per colori intensi e dettagli precisi.\n\nPer gli amanti dell’arte c’è il [poster fine art](posterdruck/fine-art) su carta Hahnemühle.',
        highlights: [
          ['Fino a 100 × 150 cm', 'E ogni formato intermedio'],
          ['Tre finiture', 'Opaca, satinata o lucida'],
          ['Spedizione sicura', 'Arrotolato in un tubo robusto'],
        ],
        sections: {
          papiere: [
            'Carte per poster',
            'Opaca per immagini calme e senza riflessi, satinata come scelta universale e lucida per la massima brillantezza.',
          ],
          aufhaengung: [
            'Come appenderlo',
            'Con le aste in legno il poster si appende senza cornice – oppure scegli subito un [quadro con cornice](bilder-mit-rahmen).',
          ],
        },
        tip: 'Le immagini con tanto cielo o acqua risultano particolarmente rilassanti su carta opaca.',
        faq: [
          ['Il poster verrà piegato?', 'No, spediamo sempre i poster arrotolati in un tubo robusto.'],
          [
            'Che risoluzione serve?',
            'Per un A2 bastano circa 6 megapixel; l’anteprima ti avvisa se è al limite.',
          ],
        ],
      },
      fineArt: {
        name: 'Poster fine art',
        path: 'stampa-poster/fine-art',
        tile: 'Su carta Hahnemühle, qualità museale',
        metaTitle: 'Poster fine art su carta Hahnemühle | Wandwerk',
        metaDescription:
          'Stampa fine art su Hahnemühle Photo Rag: superficie vellutata, neri profondi e qualità museale per le tue foto.',
        headline: 'Qualità museale per la tua foto',
        subline: 'Stampato su Hahnemühle Photo Rag – vellutato, opaco, duraturo.',
        cta: 'Crea un poster fine art',
        title: 'Poster fine art',
        intro:
          'Per le foto che meritano di essere trattate come opere d’arte: stampiamo con inchiostri a pigmenti su Hahnemühle Photo Rag, una carta di cotone senza acidi dalla superficie vellutata.\n\nIl risultato ha neri profondi, sfumature delicate e, conservato bene, dura per generazioni.',
        highlights: [
          ['Hahnemühle Photo Rag', '308 g/m², 100 % cotone'],
          ['Inchiostri a pigmenti', 'Durevoli e resistenti alla luce'],
          ['Bordo bianco', 'Pronto per la cornice, se vuoi'],
        ],
        sections: {
          papier: [
            'La carta',
            'Hahnemühle Photo Rag è senza acidi, opaca e leggermente strutturata – la scelta di molti musei e gallerie.',
          ],
          druck: [
            'La stampa',
            'Dodici colori a pigmenti garantiscono un ampio spazio colore e grigi particolarmente neutri.',
          ],
        },
        tip: 'Le foto in bianco e nero acquistano una profondità speciale su carta fine art.',
        faq: [
          ['La carta è delicata?', 'La superficie opaca non va toccata; l’ideale è incorniciare il poster.'],
          ['Posso scegliere un bordo bianco?', 'Sì, è possibile un bordo di 2 o 5 cm.'],
        ],
      },
      leinwanddruck: {
        name: 'Tela',
        path: 'stampa-su-tela',
        tile: 'Il classico con il fascino di un dipinto',
        metaTitle: 'Stampa su tela in qualità da galleria | Wandwerk',
        metaDescription:
          'La tua foto su tela: tesa a mano su telaio in legno, spessore 2 o 4 cm, con cornice a cassetta e fino a 150 cm.',
        headline: 'Tela di qualità da galleria',
        subline: 'Tesa a mano, resistente alla luce e fino a 150 cm.',
        cta: 'Crea una tela',
        title: 'Stampa su tela',
        intro:
          'Le nostre tele sono stampate su una tela mista dalla trama fine e tese a mano su un telaio in legno certificato FSC.\n\nCon la cornice a cassetta la tela sembra sospesa nella cornice.',
        highlights: [
          ['Fatta a mano', 'Ogni tela tesa singolarmente'],
          ['Fino a 150 cm', 'Anche panoramica e quadrata'],
          ['Legno FSC', 'Telai da silvicoltura sostenibile'],
        ],
        sections: {
          keilrahmen: [
            'Telaio',
            '2 cm per un aspetto sottile, 4 cm per un effetto deciso e tridimensionale.',
          ],
          schattenfugenrahmen: [
            'Cornice a cassetta',
            'La cornice nera, bianca o rovere lascia uno stretto spazio e dona alla tela l’eleganza di una galleria.',
          ],
          kante: [
            'Bordi',
            'A specchio, colorati o con il soggetto che prosegue – scegli tu l’aspetto dei lati.',
          ],
        },
        tip: 'Per una grande tela sopra il divano, circa due terzi della larghezza del divano danno l’effetto più armonioso.',
        faq: [
          ['Come si appende la tela?', 'Il gancio è premontato; dai 100 cm ne forniamo due.'],
          ['Come pulisco la tela?', 'Togli la polvere con un panno morbido e asciutto.'],
        ],
      },
      bilderMitRahmen: {
        name: 'Quadri con cornice',
        path: 'quadri-con-cornice',
        tile: 'Già incorniciati in legno o alluminio',
        metaTitle: 'Stampa foto con cornice | Wandwerk',
        metaDescription:
          'La tua foto già incorniciata: cornici in legno e alluminio, passe-partout e vetro museale – fino a 100 × 70 cm.',
        headline: 'Incorniciata come in galleria',
        subline: 'Cornici in legno e alluminio, passe-partout e vetro museale.',
        cta: 'Crea un quadro con cornice',
        title: 'Quadri con cornice',
        intro:
          'Stampiamo la tua foto, tagliamo il passe-partout e mettiamo tutto nella cornice che scegli. Per le immagini più preziose c’è il vetro museale antiriflesso.',
        highlights: [
          ['Cornice a scelta', 'Legno o alluminio, tre colori'],
          ['Vetro museale', 'Antiriflesso e con protezione UV'],
          ['Già montato', 'Con sistema di aggancio'],
        ],
        sections: {
          holzrahmen: [
            'Cornice in legno',
            'Listelli massicci nero, bianco e rovere naturale – caldi e senza tempo.',
          ],
          alurahmen: [
            'Cornice in alluminio',
            'Profili sottili argento o neri per uno stile moderno e grafico.',
          ],
          passepartout: ['Passe-partout', 'Bianco o crema, largo 3 cm, con taglio smussato preciso.'],
          museumsglas: [
            'Vetro museale',
            'Vetro antiriflesso quasi invisibile con protezione UV – per immagini che devono restare brillanti a lungo.',
          ],
        },
        tip: 'Un passe-partout rende eleganti anche le foto più piccole in cornici grandi.',
        faq: [
          [
            'Quale vetro è standard?',
            'Lo standard è il vetro acrilico infrangibile; il vetro museale è disponibile con supplemento.',
          ],
          [
            'Posso ordinare solo la cornice?',
            'No, le nostre cornici sono disponibili solo con la tua stampa.',
          ],
        ],
      },
      acrylglas: {
        name: 'Plexiglass',
        path: 'stampa-su-plexiglass',
        tile: 'Colori brillanti con profondità',
        metaTitle: 'Stampa foto su plexiglass | Wandwerk',
        metaDescription:
          'La tua foto dietro plexiglass: colori brillanti, profondità e stile moderno – spessore 2, 4 o 6 mm, con aggancio invisibile.',
        headline: 'Colori che brillano',
        subline: 'La tua foto dietro plexiglass – brillante e con vera profondità.',
        cta: 'Crea un plexiglass',
        title: 'Foto su plexiglass',
        intro:
          'Dietro il plexiglass i colori acquistano una luminosità che nessuna carta raggiunge. Accoppiamo la tua stampa al plexiglass e la stabilizziamo con un pannello posteriore in alluminio composito.\n\nL’aggancio invisibile fa fluttuare il quadro davanti alla parete.',
        highlights: [
          ['Brillante', 'Colori con profondità'],
          ['Sospeso', 'Aggancio invisibile'],
          ['Fino a 6 mm', 'Per un effetto particolarmente tridimensionale'],
        ],
        sections: {
          staerke: ['Spessori', '2 mm leggero e moderno, 4 mm il classico, 6 mm per la massima profondità.'],
          schattenfugenrahmen: [
            'Plexiglass con cornice',
            'In una cornice a cassetta in alluminio il plexiglass diventa un punto focale con carattere da galleria.',
          ],
        },
        tip: 'Il plexiglass riflette leggermente – evita di appenderlo proprio di fronte a una finestra.',
        faq: [
          [
            'Come pulisco il plexiglass?',
            'Con un panno morbido in microfibra e un po’ d’acqua, senza abrasivi.',
          ],
          ['Il plexiglass è infrangibile?', 'Sì, è molto più resistente agli urti e più leggero del vetro.'],
        ],
      },
      aluDibond: {
        name: 'Alluminio',
        path: 'stampa-su-alluminio',
        tile: 'Moderno, opaco e rigido',
        metaTitle: 'Stampa foto su alluminio (Dibond) | Wandwerk',
        metaDescription:
          'La tua foto su alluminio composito: opaca, rigida e moderna – su alluminio bianco o spazzolato, anche con cornice.',
        headline: 'Moderno e opaco',
        subline: 'La tua foto stampata direttamente su alluminio – rigida e senza riflessi.',
        cta: 'Crea un alluminio',
        title: 'Foto su alluminio',
        intro:
          'L’Alu-Dibond è un pannello composito di due strati di alluminio con anima in plastica: leggero, perfettamente rigido e con una superficie opaca senza riflessi.\n\nSull’alluminio spazzolato le zone chiare dell’immagine hanno un riflesso metallico – ideale per architettura e tecnica.',
        highlights: [
          ['Senza riflessi', 'Superficie opaca'],
          ['Rigido', 'Non si deforma'],
          ['Versione spazzolata', 'Con riflesso metallico'],
        ],
        sections: {
          gebuerstet: [
            'Alluminio spazzolato',
            'Le zone bianche dell’immagine lasciano trasparire il metallo spazzolato e creano un elegante bagliore.',
          ],
          schattenfugenrahmen: [
            'Alluminio con cornice',
            'La cornice a cassetta nera, bianca o rovere valorizza il pannello con eleganza.',
          ],
        },
        tip: 'L’alluminio è la scelta giusta per stanze molto luminose, perché non riflette nulla.',
        faq: [
          ['Posso appenderlo in cucina?', 'Sì, la superficie è resistente e si pulisce facilmente.'],
          [
            'Come si appende?',
            'Con un binario in alluminio incollato sul retro che distanzia il quadro dalla parete.',
          ],
        ],
      },
      echtglas: {
        name: 'Vetro',
        path: 'stampa-su-vetro',
        tile: 'Vetro elegante per immagini speciali',
        metaTitle: 'Stampa foto su vetro | Wandwerk',
        metaDescription:
          'La tua foto dietro vero vetro: resistente ai graffi, lucida e con un’elegante profondità – montata con distanziali.',
        headline: 'Vero vetro, vera profondità',
        subline: 'La tua foto dietro vetro antigraffio – montata con distanziali.',
        cta: 'Crea un quadro in vetro',
        title: 'Foto su vetro',
        intro:
          'Il vetro è il modo più nobile di mostrare una foto: resiste ai graffi, è neutro nei colori e dà all’immagine una profondità che si vede e si sente.\n\nQuattro distanziali in acciaio inox tengono il quadro leggermente staccato dalla parete.',
        highlights: [
          ['Antigraffio', 'Vetro duro e duraturo'],
          ['Neutro nei colori', 'Vetro extrachiaro senza riflessi verdi'],
          ['Distanziali in acciaio', 'Montaggio sospeso'],
        ],
        sections: {
          glas: ['Il vetro', 'Vetro extrachiaro da 4 mm con bordi lucidati.'],
          aufhaengung: [
            'Montaggio',
            'Sono inclusi quattro distanziali in acciaio inox e una dima di foratura.',
          ],
        },
        tip: 'Il vetro è più pesante del plexiglass: prima di appenderlo verifica che la parete sia adatta.',
        faq: [
          ['Quanto pesa un quadro in vetro?', 'Circa 10 kg per metro quadrato.'],
          ['Il vetro può rompersi?', 'Usiamo vetro di sicurezza, che si rompe solo in rari casi.'],
        ],
      },
      fototapete: {
        name: 'Carta da parati fotografica',
        path: 'carta-da-parati-fotografica',
        tile: 'La tua foto su tutta la parete',
        metaTitle: 'Carta da parati con la tua foto | Wandwerk',
        metaDescription:
          'La tua carta da parati fotografica: stampata su tessuto non tessuto, su misura per la tua parete e consegnata in teli – per soggiorno, cameretta e ufficio.',
        headline: 'Una parete piena di ricordi',
        subline: 'La tua foto come carta da parati – stampata sulle misure della tua parete.',
        cta: 'Crea la carta da parati',
        title: 'Carta da parati con la tua foto',
        intro:
          'Con una carta da parati fotografica una foto diventa un ambiente. Inserisci le misure della parete, scegli l’inquadratura e stampiamo la carta in teli su un resistente tessuto non tessuto.',
        highlights: [
          ['Su misura', 'Esattamente per la tua parete'],
          ['Tessuto non tessuto', 'Facile da applicare e rimuovere'],
          ['Teli numerati', 'Nessun rompicapo durante la posa'],
        ],
        sections: {
          material: [
            'Materiale',
            'Tessuto non tessuto resistente con superficie opaca, ignifugo e traspirante.',
          ],
          anbringen: [
            'Posa',
            'Colla sulla parete, posiziona il telo, premi – i teli sono numerati e non si sovrappongono.',
          ],
        },
        tip: 'Paesaggi e texture funzionano particolarmente bene come carta da parati, perché non richiedono un punto focale.',
        faq: [
          ['Che risoluzione serve?', 'Per un’intera parete consigliamo almeno 20 megapixel.'],
          ['La colla è inclusa?', 'Sì, ogni ordine comprende la colla adatta.'],
        ],
      },
    },
    magazine: {
      name: 'Magazine',
      path: 'magazin',
      metaTitle: 'Magazine – idee per le tue pareti | Wandwerk',
      metaDescription:
        'Idee d’arredo, consigli su materiali e formati e guide per la parete galleria perfetta.',
      headline: 'Idee per le tue pareti',
      subline: 'Consigli d’arredo, materiali spiegati e guide per la parete galleria.',
      cta: 'Lasciati ispirare',
      title: 'Il magazine di Wandwerk',
      intro:
        'Quale materiale per quale immagine? Come si appende una parete galleria senza riempire il muro di buchi? Nel magazine condividiamo ciò che abbiamo imparato da migliaia di quadri.',
      featuredHeadline: 'Materiali a confronto',
      feedHeadline: 'Appena appesi',
      topicsHeadline: 'Temi',
    },
  },
  help: (brand) => ({
    name: 'Aiuto e contatti',
    path: 'aiuto',
    metaTitle: `Aiuto e contatti | ${brand}`,
    metaDescription: `Risposte su ordini, spedizione e resi da ${brand} – e come contattare il nostro servizio clienti.`,
    title: 'Come possiamo aiutarti?',
    body: `Qui trovi le risposte alle domande più frequenti sul tuo ordine da ${brand}. Non trovi quello che cerchi? Scrivici – di solito rispondiamo entro un giorno lavorativo.`,
    shippingTitle: 'Spedizione e tempi di consegna',
    shipping:
      'Produciamo ogni ordine singolarmente per te. La maggior parte dei prodotti lascia la nostra stamperia entro due-quattro giorni lavorativi; i grandi formati possono richiedere un po’ di più. Appena il pacco è in viaggio ricevi un’e-mail con il tracciamento.',
    withdrawalTitle: 'Diritto di recesso',
    withdrawal:
      'I prodotti personalizzati sono esclusi dal diritto di recesso perché realizzati secondo le tue indicazioni. Se qualcosa è danneggiato o non è come ti aspettavi, contattaci comunque: con la nostra garanzia di soddisfazione ristampiamo o rimborsiamo.',
    promisesTitle: 'I nostri impegni',
    promises:
      'Cosa promettono i tre marchi a piè di pagina: sono impegni nostri, non certificazioni di terzi. **Garanzia di soddisfazione:** se un prodotto arriva danneggiato o stampato male, lo ristampiamo o ti rimborsiamo entro 30 giorni. **Pagamento sicuro:** ogni pagina è cifrata (HTTPS); i dati della carta vanno solo al nostro fornitore di pagamenti, mai al nostro negozio. **Stampato in Germania:** ogni ordine è prodotto nella nostra tipografia in Germania.',
    contactTitle: 'Contatti',
    contact: `Puoi scriverci a [service@${brand.toLowerCase()}.example](mailto:service@${brand.toLowerCase()}.example) o chiamarci dal lunedì al venerdì, dalle 8 alle 18.`,
    hotline: 'Telefono: {{hotline}}',
  }),
  error: (brand) => ({
    name: 'Pagina di errore',
    path: 'error',
    metaTitle: `Pagina non trovata | ${brand}`,
    metaDescription: 'Forse c’è un errore di battitura nell’indirizzo, oppure la pagina è stata spostata.',
    title: 'Questa pagina non esiste (più)',
    body: 'Forse c’è un errore di battitura nell’indirizzo, oppure la pagina è stata spostata.\n\nEcco i nostri prodotti più amati – oppure torna alla [home page](home).',
    suggestions: 'Forse stai cercando …',
  }),
  photoboxAliasName: 'Scatola di immagini',
  legal: {
    imprint: (brand) => ({
      name: 'Note legali',
      path: 'note-legali',
      metaTitle: `Note legali | ${brand}`,
      metaDescription: `Note legali di ${brand}, un marchio di Werkdruck GmbH.`,
      title: 'Note legali',
      body: `## Fornitore\n${brand} è un marchio di Werkdruck GmbH, Musterstraße 12, 50667 Colonia, Germania.\n\n## Rappresentata da\nLa direzione: Anna Beispiel e Jonas Muster.\n\n## Contatti\nTelefono: +49 221 123 456 70\nE-mail: [service@${brand.toLowerCase()}.example](mailto:service@${brand.toLowerCase()}.example)\n\n## Registro delle imprese\nTribunale di Colonia, HRB 000000. Partita IVA: DE000000000.\n\n## Risoluzione delle controversie\nNon siamo obbligati né disposti a partecipare a procedure di risoluzione delle controversie davanti a un organismo di conciliazione per i consumatori.`,
    }),
    privacy: (brand) => ({
      name: 'Privacy',
      path: 'privacy',
      metaTitle: `Informativa sulla privacy | ${brand}`,
      metaDescription: `Come ${brand} tratta i tuoi dati e quali sono i tuoi diritti.`,
      title: 'Informativa sulla privacy',
      body: `## Titolare del trattamento\nIl titolare del trattamento dei dati è Werkdruck GmbH, Musterstraße 12, 50667 Colonia, Germania. Puoi contattare il nostro responsabile della protezione dei dati all’indirizzo [privacy@${brand.toLowerCase()}.example](mailto:privacy@${brand.toLowerCase()}.example).\n\n## Quali dati trattiamo\n- dati dell’ordine come nome, indirizzo ed e-mail, per evadere l’ordine\n- foto caricate, esclusivamente per realizzare i tuoi prodotti\n- dati tecnici durante la visita del sito, per gestirlo in sicurezza\n\n## Foto\nUsiamo le tue foto solo per il tuo ordine. Puoi eliminare in qualsiasi momento i progetti nel tuo account cliente.\n\n## Cookie\nUtilizziamo i cookie necessari al funzionamento di carrello e accesso. Tutti gli altri cookie solo con il tuo consenso.\n\n## I tuoi diritti\nHai diritto di accesso, rettifica, cancellazione, limitazione del trattamento, portabilità dei dati e opposizione, oltre al diritto di presentare reclamo a un’autorità di controllo.`,
    }),
    terms: (brand) => ({
      name: 'Condizioni generali',
      path: 'condizioni-generali',
      metaTitle: `Condizioni generali di vendita | ${brand}`,
      metaDescription: `Le condizioni generali di vendita per gli ordini effettuati da ${brand}.`,
      title: 'Condizioni generali di vendita',
      body: `## 1. Ambito di applicazione\nLe presenti condizioni si applicano a tutti gli ordini effettuati da ${brand}, un marchio di Werkdruck GmbH.\n\n## 2. Conclusione del contratto\nLa presentazione dei prodotti non costituisce un’offerta vincolante. Inviando l’ordine fai un’offerta, che accettiamo con la conferma d’ordine.\n\n## 3. Prezzi e spedizione\nTutti i prezzi includono l’IVA di legge. Le spese di spedizione vengono indicate prima dell’invio dell’ordine.\n\n## 4. Prodotti personalizzati\nPoiché ogni prodotto è realizzato secondo le tue indicazioni, non sussiste il diritto di recesso. Sei responsabile dei contenuti caricati, che non devono violare diritti di terzi.\n\n## 5. Garanzia\nSi applica la garanzia legale. In più offriamo la nostra garanzia di soddisfazione.\n\n## 6. Disposizioni finali\nSi applica il diritto tedesco, con esclusione della Convenzione delle Nazioni Unite sui contratti di vendita internazionale di merci, salvo disposizioni imperative a tutela dei consumatori.`,
    }),
  },
};
