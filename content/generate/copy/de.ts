/** German copy: the default language of both brands (informal "du", as the shop speaks). */
import type { Dictionary } from './types';

export const de: Dictionary = {
  toolbox: {
    overview: {
      name: 'Foto-Werkzeuge',
      path: 'foto-werkzeuge',
      metaTitle: 'Foto-Werkzeuge: umwandeln, optimieren, PDF, Druckauflösung',
      metaDescription:
        'Kostenlose Werkzeuge für deine Fotos: Dateien umwandeln, Fotos verkleinern, mehrere Fotos als PDF und die Druckauflösung prüfen.',
      title: 'Foto-Werkzeuge',
      body: 'Bevor du bestellst: Bring deine Fotos in Form. Alle Werkzeuge sind kostenlos, deine Dateien werden nach kurzer Zeit gelöscht.',
      toolsHeadline: 'Unsere Werkzeuge',
    },
    tools: {
      'convert-file': {
        name: 'Datei umwandeln',
        path: 'foto-werkzeuge/datei-umwandeln',
        metaTitle: 'Bilddatei umwandeln: JPEG, PNG, WebP, TIFF, AVIF',
        metaDescription:
          'Wandle dein Foto in JPEG, PNG, WebP, TIFF oder AVIF um – kostenlos und ohne Anmeldung.',
        title: 'Datei umwandeln',
        body: 'Zieh dein Foto in das Feld, wähle das Zielformat und lade das Ergebnis herunter. Farbprofil und Aufnahmedaten bleiben erhalten.',
      },
      'optimize-image': {
        name: 'Foto optimieren',
        path: 'foto-werkzeuge/foto-optimieren',
        metaTitle: 'Foto verkleinern und optimieren',
        metaDescription:
          'Verkleinere dein Foto auf eine Seitenlänge oder Dateigröße. Standort- und Kameradaten werden entfernt, das Farbprofil bleibt.',
        title: 'Foto optimieren',
        body: 'Für den Upload zu groß? Gib eine längste Seite oder eine höchste Dateigröße an. Standort- und Kameradaten werden entfernt, das Farbprofil bleibt erhalten.',
      },
      'convert-pdf': {
        name: 'Fotos als PDF',
        path: 'foto-werkzeuge/pdf-erstellen',
        metaTitle: 'Mehrere Fotos in ein PDF',
        metaDescription: 'Mehrere Fotos zu einem PDF zusammenfügen, je Foto eine Seite im Format A4.',
        title: 'Fotos als PDF',
        body: 'Wähle mehrere Fotos: Jedes wird auf einer eigenen Seite platziert, hoch oder quer wie das Foto.',
      },
      'print-advice': {
        name: 'Druckauflösung prüfen',
        path: 'foto-werkzeuge/druckaufloesung',
        metaTitle: 'Druckauflösung prüfen: Wie groß wird mein Foto scharf?',
        metaDescription:
          'Lade dein Foto hoch und sieh, bis zu welchem Format es auf Leinwand, Poster und mehr scharf gedruckt wird.',
        title: 'Druckauflösung prüfen',
        body: 'Lade dein Foto hoch und sieh für jedes Produkt, bis zu welchem Format es scharf gedruckt wird. Ab 150 dpi wird es scharf, zwischen 100 und 150 dpi noch gut.',
      },
    },
    moreTools: 'Weitere Werkzeuge',
  },
  global: {
    header: { service: 'Hilfe & Kontakt', magazine: 'Magazin', account: 'Mein Konto', cart: 'Warenkorb' },
    footer: {
      about: 'Über uns',
      service: 'Kundenservice',
      shipping: 'Versand & Lieferzeiten',
      withdrawal: 'Widerrufsrecht',
      contact: 'Kontakt',
      apps: 'Unsere Apps',
      appsText: 'Gestalte unterwegs mit der App für iOS und Android.',
      appStoreAlt: 'Laden im App Store',
      googlePlayAlt: 'Jetzt bei Google Play',
      awards: 'Darauf kannst du dich verlassen',
      awardAlts: ['Zufriedenheitsgarantie', 'Sicher bezahlen', 'Gedruckt in Deutschland'],
      social: 'Folge uns',
      international: 'International',
      languages: 'Sprache',
      newsletterTitle: 'Newsletter',
      newsletterButton: 'Anmelden',
      newsletterPrivacy:
        'Abmeldung jederzeit möglich. Hinweise zum Datenschutz findest du in unserer Datenschutzerklärung.',
      copyright: '© Werkdruck GmbH',
    },
    countries: {
      de: 'Deutschland',
      at: 'Österreich',
      ch: 'Schweiz',
      li: 'Liechtenstein',
      lu: 'Luxemburg',
      be: 'Belgien',
      fr: 'Frankreich',
      it: 'Italien',
      es: 'Spanien',
      nl: 'Niederlande',
      gb: 'Vereinigtes Königreich',
      us: 'USA',
    },
    nav: {
      cards: 'Karten',
      photobook: 'Fotobuch',
      calendar: 'Kalender',
      collage: 'Collage',
      wallArt: 'Wandbilder',
      frames: 'Rahmen',
      occasions: 'Anlässe',
      giftIdeas: 'Passend dazu',
      more: 'Mehr entdecken',
      allCards: 'Alle Karten',
      categories: 'Fotobuch-Arten',
      formats: 'Formate',
      startWithoutDesign: 'Ohne Vorlage starten',
      photobookAssistant: 'Fotobuch-Assistent',
      allPhotobooks: 'Alle Fotobücher',
      calendarTypes: 'Kalenderarten',
      collageTypes: 'Collage-Arten',
      withMultipleImages: 'Collage mit vielen Fotos',
      framePoster: 'Poster mit Rahmen',
      frameCanvas: 'Leinwand',
      framePlate: 'Platten',
      frameColours: 'Rahmenfarben',
      frameExtras: 'Extras',
      allFrames: 'Alle Rahmen',
      colourBlack: 'Schwarz',
      colourWhite: 'Weiß',
      colourOak: 'Eiche natur',
      bestseller: 'Bestseller',
      premium: 'Premium-Wandbilder',
      additional: 'Weitere Produkte',
      accessories: 'Zubehör',
      formatSquare: 'Quadratisch',
      formatLandscape: 'Querformat',
      formatPortrait: 'Hochformat',
    },
    cards: {
      logoAlt: 'Fotowerk – zur Startseite',
      actionBar: 'Neu: Grußkarten mit Veredelung in Gold, Silber und Roségold',
      about:
        'Seit 2011 drucken wir deine schönsten Fotos auf Karten, in Fotobücher, Kalender und Collagen – mit Liebe zum Detail und auf ausgesuchten Papieren.',
      seoText:
        'Grußkarten, Fotobücher und Fotokalender online gestalten: Lade deine Fotos hoch, wähle ein Design und wir drucken alles in bester Qualität. Ob Hochzeitseinladung, Geburtskarte, Fotokalender oder Collage – bei Fotowerk findest du für jeden Anlass das passende Produkt.',
      newsletterText: 'Neue Designs, Ideen für jeden Anlass und exklusive Angebote direkt in dein Postfach.',
      serviceText: 'Wir sind Mo–Fr von 8 bis 18 Uhr für dich da.',
    },
    posters: {
      logoAlt: 'Wandwerk – zur Startseite',
      actionBar: 'Jetzt neu: Fine-Art-Poster auf Hahnemühle-Papier',
      about:
        'Wandwerk macht aus deinen Fotos Wandbilder in Galeriequalität: auf Leinwand, Acrylglas, Alu-Dibond, Echtglas oder als Poster im Rahmen.',
      seoText:
        'Fotos als Wandbild drucken lassen: Bei Wandwerk gestaltest du Poster, Leinwände, Acrylglas- und Alu-Dibond-Bilder, Echtglas und Fototapeten in deinem Wunschformat. Wir drucken mit lichtbeständigen Farben und verpacken jedes Bild bruchsicher.',
      newsletterText: 'Einrichtungsideen, neue Materialien und Angebote für deine Wände – einmal im Monat.',
      serviceText: 'Unsere Wandbild-Beratung erreichst du Mo–Fr von 8 bis 18 Uhr.',
    },
  },
  common: {
    formatsHeadline: 'Formate & Preise',
    faqHeadline: 'Häufige Fragen',
    relatedHeadline: 'Das könnte dir auch gefallen',
    tipHeadline: 'Unser Tipp',
    highlightsHeadline: 'Darum lohnt es sich',
    customerPictures: 'So sieht es bei unseren Kundinnen und Kunden aus',
    customerPicturesText:
      'Echte Fotos aus echten Wohnungen – geteilt von Menschen, die bei uns bestellt haben.',
    framesHeadline: 'Unsere Rahmen',
    accessoriesHeadline: 'Zubehör im Überblick',
    labels: { new: 'Neu', bestseller: 'Bestseller', premium: 'Premium' },
    usps: {
      cards: [
        ['Seit 2011', 'Erfahrung aus Millionen gedruckter Fotos'],
        ['Zufriedenheitsgarantie', 'Nicht zufrieden? Wir drucken neu oder erstatten.'],
        ['Persönlicher Service', 'Echte Menschen helfen dir per Telefon und E-Mail.'],
      ],
      posters: [
        ['Galeriequalität', 'Lichtbeständige Farben und exakte Farbwiedergabe'],
        ['Bruchsicher verpackt', 'Jedes Bild reist in einer maßgefertigten Verpackung.'],
        ['Fertig zum Aufhängen', 'Aufhängung inklusive, kein Werkzeug-Marathon.'],
      ],
    },
    occasionDesignsCta: 'Designs ansehen',
    occasionIdeasHeadline: 'Ideen und Textvorschläge',
    occasionRelatedHeadline: 'Mehr zum Anlass',
    contactFormHeadline: 'Schreib uns',
  },
  cards: {
    home: {
      name: 'Startseite',
      path: 'home',
      metaTitle: 'Karten, Fotobücher & Kalender mit deinen Fotos | Fotowerk',
      metaDescription:
        'Grußkarten, Fotobücher, Fotokalender und Collagen ganz einfach online gestalten und in bester Qualität drucken lassen.',
      headline: 'Deine Fotos. Wunderschön gedruckt.',
      subline: 'Karten, Fotobücher und Kalender für jeden Anlass – in wenigen Minuten gestaltet.',
      cta: 'Jetzt gestalten',
      label: 'Neu',
      title: 'Persönliche Geschenke mit deinen Lieblingsfotos',
      intro:
        'Ob Einladung zur Hochzeit, Dankeskarte zur Geburt oder ein Fotokalender für die Familie: Mit unseren Vorlagen gestaltest du in wenigen Schritten Drucksachen, die von Herzen kommen.\n\nWähle ein Design, lade deine Fotos hoch und passe Texte und Farben an – die Vorschau zeigt dir jederzeit, wie dein Produkt aussehen wird.',
      productsHeadline: 'Beliebte Produkte',
      secondHeadline: 'Karten für jeden Anlass',
      uspHeadline: 'Darum bestellen Kundinnen und Kunden bei uns',
      feedHeadline: 'Neu in unserer Kartenwerkstatt',
      outro:
        'Alle Produkte werden auf Bestellung für dich gedruckt und sorgfältig verpackt verschickt. Fragen? Unser [Kundenservice](hilfe) hilft dir gern weiter.',
    },
    products: {
      karten: {
        name: 'Grußkarten',
        path: 'karten',
        tile: 'Für Hochzeit, Geburt, Geburtstag und mehr',
        metaTitle: 'Grußkarten mit Foto selbst gestalten | Fotowerk',
        metaDescription:
          'Einladungen, Dankeskarten und Glückwunschkarten mit deinen Fotos: hunderte Designs, edle Papiere und Veredelungen in Gold, Silber und Roségold.',
        headline: 'Karten, die man gern aufhebt',
        subline: 'Hunderte Designs für jeden Anlass – mit deinen Fotos und deinen Worten.',
        cta: 'Karten entdecken',
        title: 'Grußkarten mit deinen Fotos',
        intro:
          'Eine persönliche Karte sagt mehr als jede Nachricht auf dem Handy. Wähle aus hunderten Designs von unseren Grafikerinnen und Grafikern, setze deine Fotos ein und formuliere deinen Text – vom Save-the-Date bis zur Weihnachtskarte.\n\nDu bestellst schon ab einer Karte; für größere Auflagen wird jede weitere Karte günstiger.',
        highlights: [
          ['Edle Papiere', 'Matt, glänzend oder mit fühlbarer Struktur'],
          ['Veredelungen', 'Gold, Silber, Roségold und Relieflack'],
          ['Ab 1 Stück', 'Auch Einzelkarten zum kleinen Preis'],
        ],
        sections: {
          klappkarten: [
            'Klappkarten',
            'Viel Platz für Fotos und Worte: Außen ein Bild, innen Raum für Programm, Anfahrt oder persönliche Zeilen. Ideal für Einladungen und Danksagungen.',
          ],
          postkarten: [
            'Postkarten',
            'Die schnelle Freude im Briefkasten – einseitig mit Foto, auf der Rückseite Platz für Grüße und Adresse.',
          ],
          veredelung: [
            'Veredelungen',
            'Mit Heißfolie in Gold, Silber oder Roségold glänzen Namen und Ornamente im Licht. Relieflack macht Details sogar fühlbar.',
          ],
        },
        tip: 'Bestell zuerst eine Musterkarte: So siehst du Papier und Farben in der Hand, bevor du die ganze Auflage druckst.',
        faq: [
          [
            'Kann ich Umschläge dazubestellen?',
            'Ja. Passende Umschläge in vielen Farben findest du beim Gestalten und auf unserer Seite [Zubehör](zubehoer).',
          ],
          [
            'Wie schnell sind meine Karten da?',
            'Karten drucken wir in der Regel innerhalb von zwei Werktagen; dazu kommt die Versandzeit.',
          ],
        ],
      },
      fotobuch: {
        name: 'Fotobuch',
        path: 'fotobuch',
        tile: 'Eure Erinnerungen, gebunden für die Ewigkeit',
        metaTitle: 'Fotobuch online gestalten – Echtfotobuch & Digitaldruck | Fotowerk',
        metaDescription:
          'Gestalte dein Fotobuch mit Layflat-Bindung auf echtem Fotopapier oder im Digitaldruck – mit Vorlagen oder ganz frei, in vielen Formaten.',
        headline: 'Ein Buch voller Lieblingsmomente',
        subline: 'Urlaub, Hochzeit oder das erste Lebensjahr – erzähl deine Geschichte in Bildern.',
        cta: 'Fotobuch gestalten',
        title: 'Dein Fotobuch',
        intro:
          'Ein Fotobuch holt die schönsten Bilder aus dem Handy und macht sie zum Blättern, Verschenken und Wiederentdecken.\n\nWähle zwischen dem **Echtfotobuch** auf belichtetem Fotopapier, dem vielseitigen **Digitalfotobuch** und dem leichten **Fotoheft**.',
        highlights: [
          ['Layflat-Bindung', 'Panoramafotos ohne Knick über die Doppelseite'],
          ['Viele Formate', 'Von A5 bis 30 × 30 cm'],
          ['Vorlagen oder frei', 'Mit Designs oder ganz nach deinen Ideen'],
        ],
        sections: {
          echtfotobuch: [
            'Echtfotobuch',
            'Belichtet auf echtem Fotopapier und mit Layflat-Bindung: Die Seiten liegen flach, Farben leuchten und Panoramen laufen ohne Falz über die Doppelseite.',
          ],
          digitalfotobuch: [
            'Digitalfotobuch',
            'Im Digitaldruck auf matten oder glänzenden Papieren, mit Hard- oder Softcover. Die flexible Wahl für dicke Urlaubsbücher.',
          ],
          fotoheft: [
            'Fotoheft',
            'Leicht, dünn und mit Heftbindung – perfekt als Gästeheft, Einladung zum Durchblättern oder kleines Dankeschön.',
          ],
          formate: [
            'Formate',
            'Quadratisch in 20 × 20 und 30 × 30 cm, im Querformat A3, A4 oder A5 und im Hochformat A4 oder A5.',
          ],
          assistent: [
            'Fotobuch-Assistent',
            'Keine Zeit? Der Assistent verteilt deine Fotos automatisch auf die Seiten – du musst nur noch feinschleifen.',
          ],
        },
        tip: 'Sortiere deine Fotos vor dem Hochladen in Ordner pro Tag oder Kapitel – dann füllt der Assistent die Seiten gleich in der richtigen Reihenfolge.',
        faq: [
          [
            'Wie viele Seiten kann mein Fotobuch haben?',
            'Je nach Buchart zwischen 24 und 150 Seiten. Du kannst beim Gestalten jederzeit Seiten hinzufügen oder entfernen.',
          ],
          [
            'Kann ich mein Projekt später weiterbearbeiten?',
            'Ja, deine Projekte werden in deinem Kundenkonto gespeichert.',
          ],
        ],
      },
      fotokalender: {
        name: 'Fotokalender',
        path: 'fotokalender',
        tile: 'Zwölf Monate voller Lieblingsmomente',
        metaTitle: 'Fotokalender selbst gestalten – Wand-, Tisch- & Familienkalender | Fotowerk',
        metaDescription:
          'Fotokalender mit deinen Bildern: Wandkalender, Tischkalender, Familienplaner, Küchen- und Terminkalender – mit freiem Startmonat.',
        headline: 'Jeden Monat ein neues Lieblingsbild',
        subline: 'Wandkalender, Tischkalender und Familienplaner – beginnend mit dem Monat deiner Wahl.',
        cta: 'Kalender gestalten',
        title: 'Fotokalender für jeden Platz',
        intro:
          'Ein Fotokalender ist das Geschenk, das ein ganzes Jahr lang Freude macht. Wähle Format und Kalenderart, setze für jeden Monat ein Foto ein und trage Geburtstage direkt ein.\n\nDu bestimmst den Startmonat selbst – der Kalender muss also nicht im Januar beginnen. Alle Designs findest du unter [Alle Fotokalender](alle-fotokalender).',
        highlights: [
          ['Freier Startmonat', 'Beginne, wann du willst'],
          ['Geburtstage eintragen', 'Namen und Daten erscheinen im Kalendarium'],
          ['Viele Formate', 'Von A6 bis A3 und Panorama'],
        ],
        sections: {
          wandkalender: [
            'Wandkalender',
            'Der Klassiker im Hoch- oder Querformat, von A4 bis A3 – mit großem Foto und übersichtlichem Kalendarium.',
          ],
          tischkalender: [
            'Tischkalender',
            'Steht auf Schreibtisch oder Regal, wahlweise mit Holzfuß oder Holzblock – klein im Format, groß im Gefühl.',
          ],
          familienplaner: [
            'Familienplaner',
            'Mit Spalten für jedes Familienmitglied, damit Fußballtraining, Elternabend und Zahnarzt nicht durcheinandergeraten.',
          ],
          kuechenkalender: [
            'Küchenkalender',
            'Das schmale Hochformat passt an jede Küchenwand und lässt trotzdem Platz für Einkaufsnotizen.',
          ],
          terminkalender: [
            'Terminkalender',
            'Großzügige Tagesfelder für alle Termine, dazu jeden Monat ein Foto, das gute Laune macht.',
          ],
        },
        tip: 'Ein Fotokalender ist ein beliebtes Weihnachtsgeschenk – bestelle bis Mitte Dezember, damit er pünktlich unter dem Baum liegt.',
        faq: [
          [
            'Kann ich Feiertage anzeigen lassen?',
            'Ja, die Feiertage deines Landes werden automatisch eingetragen; du kannst sie auch ausblenden.',
          ],
          [
            'Welches Papier verwendet ihr?',
            'Kräftiges, mattes Bilderdruckpapier, das sich gut beschreiben lässt.',
          ],
        ],
      },
      fotocollage: {
        name: 'Fotocollage',
        path: 'fotocollage',
        tile: 'Viele Fotos, ein Bild',
        metaTitle: 'Fotocollage erstellen – auf Leinwand, Poster oder im Rahmen | Fotowerk',
        metaDescription:
          'Erstelle eine Fotocollage mit bis zu 50 Bildern: als Leinwand, Poster oder gerahmt, mit fertigen Layouts oder frei angeordnet.',
        headline: 'Ein Jahr, eine Reise, eine Wand',
        subline: 'Vereine viele Fotos zu einem Bild – als Leinwand, Poster oder im Rahmen.',
        cta: 'Collage erstellen',
        title: 'Fotocollage mit deinen Bildern',
        intro:
          'Manche Geschichten passen nicht in ein einziges Foto. Mit einer Collage vereinst du die Highlights eines Urlaubs, eines Jahres oder eines ganzen Lebens auf einem Bild.\n\nWähle ein Layout mit 2 bis 50 Bildern oder ordne deine Fotos frei an.',
        highlights: [
          ['Bis zu 50 Fotos', 'Layouts für jede Bildmenge'],
          ['Drei Materialien', 'Leinwand, Poster oder im Rahmen'],
          ['Text möglich', 'Namen, Daten und Zitate ergänzen'],
        ],
        sections: {
          'leinwand-collage': [
            'Leinwand-Collage',
            'Auf Keilrahmen gespannt und fertig zum Aufhängen – die warme, matte Oberfläche lässt jedes Foto wirken.',
          ],
          'poster-collage': [
            'Poster-Collage',
            'Die günstige Wahl für große Formate, auf mattem oder glänzendem Posterpapier.',
          ],
          'collage-mit-rahmen': [
            'Collage mit Rahmen',
            'Im schwarzen Holzrahmen mit weißem Passepartout – ein Geschenk, das sofort an die Wand kann.',
          ],
        },
        tip: 'Wähle für eine ruhige Wirkung Fotos mit ähnlichen Farben oder wandle alle Bilder in Schwarz-Weiß um.',
        faq: [
          [
            'Welche Auflösung sollten meine Fotos haben?',
            'Handyfotos reichen für die meisten Collagen völlig aus. Ist ein Bild zu klein, warnt dich die Vorschau.',
          ],
          [
            'Kann ich Text einfügen?',
            'Ja, Textfelder für Namen, Daten und Zitate lassen sich frei platzieren.',
          ],
        ],
      },
      fotobox: {
        name: 'Fotobox',
        path: 'fotobox',
        tile: 'Deine Abzüge in einer schönen Box',
        metaTitle: 'Fotobox mit Abzügen gestalten | Fotowerk',
        metaDescription:
          'Die Fotobox: bis zu 100 Fotoabzüge in einer stabilen Box mit deinem Foto auf dem Deckel – ein Geschenk zum Anfassen.',
        headline: 'Erinnerungen zum Anfassen',
        subline: 'Bis zu 100 Abzüge in einer Box mit deinem Lieblingsfoto auf dem Deckel.',
        cta: 'Fotobox gestalten',
        title: 'Die Fotobox',
        intro:
          'Fotos zum Herumreichen, Anpinnen und Verschenken: Die Fotobox verwahrt deine Abzüge in einer stabilen Box mit Magnetverschluss.\n\nDen Deckel gestaltest du mit einem Foto und einem Titel – so wird die Box selbst zum Geschenk.',
        highlights: [
          ['Bis zu 100 Abzüge', 'Klein oder im großen MAX-Format'],
          ['Persönlicher Deckel', 'Mit Foto und Titel'],
          ['Magnetverschluss', 'Stabil und wiederverwendbar'],
        ],
        sections: {
          inhalt: [
            'Was in die Box passt',
            'Die kleine Box fasst Abzüge im Format 10 × 10 oder 10 × 13 cm, die große Box (MAX) Abzüge bis 13 × 18 cm.',
          ],
          papier: [
            'Papiere',
            'Wähle zwischen matt, glänzend und Hahnemühle-Fine-Art-Papier mit samtiger Oberfläche.',
          ],
        },
        tip: 'Eine Fotobox mit den Bildern des ersten Lebensjahres ist ein wunderbares Geschenk für Großeltern.',
        faq: [
          ['Kann ich die Box ohne Fotos bestellen?', 'Die Fotobox gibt es nur zusammen mit deinen Abzügen.'],
          [
            'Wie viele Fotos muss ich hochladen?',
            'Mindestens zehn. Bleiben Plätze frei, kannst du Bilder auch mehrfach drucken lassen.',
          ],
        ],
      },
      fotoabzuege: {
        name: 'Fotoabzüge',
        path: 'fotoabzuege',
        tile: 'Klassische Abzüge in Laborqualität',
        metaTitle: 'Fotoabzüge online bestellen – matt, glänzend & Fine Art | Fotowerk',
        metaDescription:
          'Fotoabzüge in Laborqualität: von 9 × 13 bis 20 × 30 cm, auf mattem, glänzendem oder Hahnemühle-Papier.',
        headline: 'Deine Fotos zum Anfassen',
        subline: 'Abzüge in Laborqualität – vom Klassiker 10 × 15 bis zum Großformat.',
        cta: 'Abzüge bestellen',
        title: 'Fotoabzüge in Laborqualität',
        intro:
          'Fürs Album, für den Kühlschrank oder zum Verschenken: Unsere Fotoabzüge werden auf echtem Fotopapier belichtet und bleiben jahrzehntelang farbecht.\n\nLade beliebig viele Bilder hoch, wähle Format und Oberfläche – fertig.',
        highlights: [
          ['Echtes Fotopapier', 'Belichtet, nicht gedruckt'],
          ['Viele Formate', 'Von 9 × 13 bis 20 × 30 cm'],
          ['Mit weißem Rand', 'Auf Wunsch im Retro-Look'],
        ],
        sections: {
          formate: [
            'Formate',
            'Klassisch 10 × 15 cm, quadratisch 10 × 10 cm oder groß bis 20 × 30 cm – für jede Kamera das passende Seitenverhältnis.',
          ],
          papier: [
            'Oberflächen',
            'Glänzend für brillante Farben, matt für weniger Spiegelungen und Hahnemühle-Papier für den Fine-Art-Look.',
          ],
        },
        tip: 'Für Handyfotos im Format 4:3 ist der Abzug 10 × 13 cm ideal – dann wird nichts abgeschnitten.',
        faq: [
          [
            'Werden meine Fotos beschnitten?',
            'Nur wenn das Seitenverhältnis abweicht; die Vorschau zeigt dir den Ausschnitt.',
          ],
          ['Gibt es Mengenrabatt?', 'Ja, ab 100 Abzügen wird jeder weitere Abzug günstiger.'],
        ],
      },
      leinwanddruck: {
        name: 'Leinwanddruck',
        path: 'leinwanddruck',
        tile: 'Dein Foto als Wandbild in Galeriequalität',
        metaTitle: 'Leinwanddruck – dein Foto auf Leinwand | Fotowerk',
        metaDescription:
          'Dein Foto auf Leinwand: auf Keilrahmen gespannt, in vielen Formaten und auf Wunsch im Schattenfugenrahmen.',
        headline: 'Dein Lieblingsfoto auf Leinwand',
        subline: 'Auf Holz-Keilrahmen gespannt und fertig zum Aufhängen.',
        cta: 'Leinwand gestalten',
        title: 'Leinwanddruck mit deinem Foto',
        intro:
          'Auf Leinwand bekommt ein Foto die Ausstrahlung eines Gemäldes. Wir drucken auf strukturierte Baumwoll-Mischleinwand und spannen sie von Hand auf einen Keilrahmen aus Holz.\n\nDie Aufhängung ist schon montiert – auspacken, aufhängen, freuen.',
        highlights: [
          ['Handgespannt', 'Auf Keilrahmen aus Holz'],
          ['Fertig zum Aufhängen', 'Aufhängung inklusive'],
          ['Lichtbeständig', 'Farben, die nicht verblassen'],
        ],
        sections: {
          keilrahmen: [
            'Keilrahmen',
            'Wähle 2 cm für einen schlanken oder 4 cm für einen kräftigen, plastischen Auftritt.',
          ],
          schattenfugenrahmen: [
            'Schattenfugenrahmen',
            'Der schwebende Rahmen lässt eine schmale Fuge um die Leinwand frei – wie in der Galerie.',
          ],
        },
        tip: 'Bei der Kante „gespiegelt“ wird das Motiv an der Seite fortgesetzt, ohne dass dir vorne etwas fehlt.',
        faq: [
          ['Welche Formate gibt es?', 'Von 20 × 20 cm bis 120 × 80 cm, dazu Panoramaformate.'],
          [
            'Kann ich die Leinwand im Bad aufhängen?',
            'Kurzzeitige Feuchtigkeit ist kein Problem, direkte Nässe schon.',
          ],
        ],
      },
      fotorahmen: {
        name: 'Bilderrahmen',
        path: 'fotorahmen',
        tile: 'Gerahmt und bereit für die Wand',
        metaTitle: 'Foto mit Rahmen – Bilderrahmen mit deinem Druck | Fotowerk',
        metaDescription:
          'Dein Foto fertig gerahmt: Holz- und Alurahmen in Schwarz, Weiß oder Eiche, mit Passepartout und Acrylglas.',
        headline: 'Gerahmt. Geliefert. Aufgehängt.',
        subline: 'Dein Foto im Holz- oder Alurahmen – auf Wunsch mit Passepartout.',
        cta: 'Rahmen wählen',
        title: 'Bilderrahmen mit deinem Foto',
        intro:
          'Ein guter Rahmen macht aus einem Foto ein Bild. Wir drucken dein Motiv, schneiden das Passepartout und rahmen alles ein – du musst nur noch einen Nagel in die Wand schlagen.\n\nZur Wahl stehen Holzrahmen in Schwarz, Weiß und Eiche sowie schlanke Alurahmen.',
        highlights: [
          ['Fertig gerahmt', 'Druck, Passepartout und Rahmen in einem'],
          ['Bruchsicheres Acrylglas', 'Leicht und sicher im Versand'],
          ['Drei Farben', 'Schwarz, Weiß und Eiche natur'],
        ],
        sections: {
          holzrahmen: [
            'Holzrahmen',
            'Massive Holzleisten in Schwarz, Weiß oder Eiche natur – zeitlos und warm.',
          ],
          alurahmen: [
            'Alurahmen',
            'Schmal, modern und in gebürstetem Silber oder Schwarz – ideal für Architektur- und Schwarz-Weiß-Fotos.',
          ],
          'acrylglas-rahmen': [
            'Acrylglas mit Rahmen',
            'Dein Foto hinter Acrylglas im Schattenfugenrahmen: brillante Farben und eine edle, schwebende Wirkung.',
          ],
          passepartout: [
            'Passepartout',
            'Ein weißes Passepartout mit 3 cm Rand gibt dem Motiv Luft und lenkt den Blick auf das Wesentliche.',
          ],
        },
        tip: 'Hängst du mehrere Rahmen als Galeriewand auf, wähle für alle dieselbe Rahmenfarbe – so wirkt das Ensemble ruhig.',
        faq: [
          [
            'Ist das Glas echtes Glas?',
            'Wir verwenden bruchsicheres Acrylglas; Museumsglas bekommst du bei Wandwerk.',
          ],
          ['Kann ich ohne Passepartout bestellen?', 'Ja, das Passepartout ist optional.'],
        ],
      },
      zubehoer: {
        name: 'Zubehör',
        path: 'zubehoer',
        tile: 'Umschläge, Einlegeblätter und Schleifen',
        metaTitle: 'Zubehör für Karten – Umschläge, Einleger & Schleifen | Fotowerk',
        metaDescription:
          'Farbige Briefumschläge, Einlegeblätter aus Transparentpapier, Schleifen und Geschenkboxen passend zu deinen Karten.',
        headline: 'Das gewisse Etwas für deine Karten',
        subline: 'Umschläge, Einlegeblätter, Schleifen und Boxen – passend zu jedem Format.',
        cta: 'Zubehör ansehen',
        title: 'Zubehör für deine Karten',
        intro:
          'Mit dem richtigen Zubehör wird aus einer Karte ein kleines Erlebnis. Alles passt genau zu unseren Kartenformaten und lässt sich direkt beim Gestalten dazubestellen.',
        highlights: [
          ['Passgenau', 'Für jedes Kartenformat'],
          ['Viele Farben', 'Von Naturweiß bis Nachtblau'],
          ['Direkt dazubestellen', 'Im Designer mit einem Klick'],
        ],
        sections: {
          briefumschlaege: [
            'Briefumschläge',
            'In Weiß, Kraftpapier und vielen Farben, in den Größen C6, B6 und DIN lang.',
          ],
          einlegeblaetter: [
            'Einlegeblätter',
            'Transparentpapier oder edles Naturpapier für Programm, Menü oder Anfahrt.',
          ],
          schleifen: ['Schleifen & Bänder', 'Satinbänder und Schleifen in Weiß, Gold und Roségold.'],
          geschenkboxen: [
            'Geschenkboxen',
            'Stabile Boxen für Fotos und Karten – mit Deckel, damit das Auspacken zum Erlebnis wird.',
          ],
        },
        tip: 'Umschläge in Kraftpapier passen wunderbar zu Karten im Boho- und Natur-Look.',
        faq: [
          ['Kann ich Zubehör einzeln bestellen?', 'Zubehör gibt es zusammen mit deinen Karten.'],
          ['Werden die Umschläge bedruckt?', 'Auf Wunsch drucken wir die Absenderadresse auf die Klappe.'],
        ],
      },
    },
    occasions: {
      einschulung: {
        name: 'Einschulung',
        path: 'einschulung',
        tile: 'Für den großen ersten Schultag',
        metaTitle: 'Einladungskarten zur Einschulung gestalten | Fotowerk',
        metaDescription:
          'Einladungs- und Dankeskarten zur Einschulung mit Foto – fröhliche Designs mit Schultüte, Stiften und Namen.',
        headline: 'Der erste Schultag',
        subline: 'Fröhliche Karten für Schulkinder und ihre Gäste.',
        cta: 'Karten zur Einschulung',
        title: 'Karten zur Einschulung',
        intro:
          'Schultüte, Ranzen, großes Herzklopfen: Mit einer Einladungskarte holst du Familie und Freunde zum großen Tag dazu, mit einer Dankeskarte hältst du die Erinnerung fest.',
        designs: 'Designs zur Einschulung',
        ideas:
          '### Textideen für die Einladung\n- „Jetzt geht’s los! Lena kommt in die Schule – feiert mit uns!“\n- „Ranzen gepackt, Tüte voll: Wir feiern Jonas’ ersten Schultag.“\n\n### Tipp\nEin Foto mit Schultüte vor der Haustür ist der Klassiker – und ein schönes Motiv für die Dankeskarte.',
      },
      firmung: {
        name: 'Firmung',
        path: 'firmung',
        tile: 'Einladungen und Danksagungen zur Firmung',
        metaTitle: 'Karten zur Firmung gestalten | Fotowerk',
        metaDescription:
          'Einladungs- und Dankeskarten zur Firmung mit Foto – schlicht, festlich und persönlich.',
        headline: 'Gestärkt ins Leben',
        subline: 'Festliche Karten zur Firmung mit deinem Foto.',
        cta: 'Karten zur Firmung',
        title: 'Karten zur Firmung',
        intro:
          'Die Firmung ist ein Schritt ins Erwachsenwerden. Lade Pate, Familie und Freunde mit einer persönlichen Karte ein und bedanke dich danach für Glückwünsche und Geschenke.',
        designs: 'Designs zur Firmung',
        ideas:
          '### Textideen\n- „Ich wurde gefirmt und sage Danke für eure Begleitung.“\n- „Zu meiner Firmung lade ich euch herzlich ein.“\n\n### Tipp\nNenne in der Einladung Kirche, Uhrzeit und den Ort der anschließenden Feier.',
      },
      geburt: {
        name: 'Geburt',
        path: 'geburt',
        tile: 'Willkommen, kleiner Mensch',
        metaTitle: 'Geburtskarten mit Foto gestalten | Fotowerk',
        metaDescription:
          'Geburtsanzeigen und Dankeskarten zur Geburt mit Foto, Name, Datum, Größe und Gewicht.',
        headline: 'Hallo Welt!',
        subline: 'Geburtskarten, die das neue Familienmitglied stolz vorstellen.',
        cta: 'Geburtskarten gestalten',
        title: 'Karten zur Geburt',
        intro:
          'Ein neuer Mensch ist da! Mit einer Geburtskarte stellst du euer Baby mit Foto, Namen und den ersten Daten vor – und bedankst dich gleich für alle Glückwünsche.',
        designs: 'Designs für Geburtskarten',
        ideas:
          '### Das gehört auf die Karte\n- Name, Geburtsdatum und Uhrzeit\n- Größe und Gewicht\n- ein Foto aus den ersten Tagen\n\n### Textidee\n„Mit ganz viel Liebe begrüßen wir unsere Tochter Mila.“',
      },
      geburtstag: {
        name: 'Geburtstag',
        path: 'geburtstag',
        tile: 'Einladungen für jede Geburtstagsfeier',
        metaTitle: 'Einladungskarten zum Geburtstag gestalten | Fotowerk',
        metaDescription:
          'Einladungen und Glückwunschkarten zum Geburtstag mit Foto – vom 18. bis zum 80. Geburtstag.',
        headline: 'Auf dich!',
        subline: 'Einladungen und Glückwünsche für runde und eckige Geburtstage.',
        cta: 'Geburtstagskarten gestalten',
        title: 'Karten zum Geburtstag',
        intro:
          'Ob 30, 50 oder 80: Zu einem besonderen Geburtstag gehört eine besondere Einladung. Mit Fotos von damals und heute wird schon die Karte zum Gesprächsthema.',
        designs: 'Designs zum Geburtstag',
        ideas:
          '### Textideen\n- „Die Jahre zählen nicht – aber wir feiern trotzdem jedes einzelne!“\n- „Komm vorbei, stoß mit mir an und bring gute Laune mit.“\n\n### Tipp\nKombiniere ein Kinderfoto mit einem aktuellen Bild – das sorgt für Lacher. Für die Kleinen gibt es eigene Karten zum [Kindergeburtstag](geburtstag/kindergeburtstag).',
      },
      kindergeburtstag: {
        name: 'Kindergeburtstag',
        path: 'geburtstag/kindergeburtstag',
        tile: 'Bunte Einladungen für kleine Gäste',
        metaTitle: 'Einladungskarten zum Kindergeburtstag | Fotowerk',
        metaDescription:
          'Bunte Einladungskarten zum Kindergeburtstag mit Foto – mit Piraten, Einhörnern, Dinos und mehr.',
        headline: 'Party für die Kleinen',
        subline: 'Bunte Einladungen, auf die sich jedes Kind freut.',
        cta: 'Einladungen gestalten',
        title: 'Einladungen zum Kindergeburtstag',
        intro:
          'Piraten, Einhörner oder Dinosaurier: Mit einer Einladung im Lieblingsmotiv beginnt die Vorfreude schon Tage vor der Party. Setze ein Foto des Geburtstagskindes ein und schreib Uhrzeit und Abholzeit dazu.',
        designs: 'Designs zum Kindergeburtstag',
        ideas:
          '### Das sollte drinstehen\n- Beginn und Abholzeit\n- Adresse und Telefonnummer\n- ob Kleidung für draußen nötig ist\n\n### Textidee\n„Ahoi! Käpt’n Paul wird 6 und sucht eine Crew für seine Schatzsuche.“',
      },
      hochzeit: {
        name: 'Hochzeit',
        path: 'hochzeit',
        tile: 'Von Save the Date bis Danksagung',
        metaTitle: 'Hochzeitskarten gestalten – Einladung, Save the Date, Danksagung | Fotowerk',
        metaDescription:
          'Hochzeitskarten mit Foto: Save-the-Date, Einladungen, Menükarten und Danksagungen im einheitlichen Design, auf Wunsch mit Goldfolie.',
        headline: 'Ja, wir feiern!',
        subline: 'Hochzeitskarten im einheitlichen Design – vom Save the Date bis zum Dank.',
        cta: 'Hochzeitskarten gestalten',
        title: 'Karten zur Hochzeit',
        intro:
          'Eure Hochzeitspapeterie erzählt eure Geschichte von der ersten Ankündigung bis zum letzten Dankeschön. Wähle ein Design und nutze es für Save-the-Date, Einladung, Tischkarten und Danksagung.\n\nVeredelungen in Gold, Silber und Roségold machen eure Karten zu kleinen Schätzen.',
        designs: 'Designs zur Hochzeit',
        ideas:
          '### Der Zeitplan\n- Save the Date: 6 bis 12 Monate vorher\n- Einladung: 3 bis 4 Monate vorher\n- Danksagung: bis 8 Wochen nach der Feier\n\n### Textidee\n„Wir trauen uns! Feiert mit uns am 14. Juni den schönsten Tag unseres Lebens.“',
      },
      kommunion: {
        name: 'Kommunion',
        path: 'kommunion',
        tile: 'Karten zur Erstkommunion',
        metaTitle: 'Karten zur Kommunion gestalten | Fotowerk',
        metaDescription:
          'Einladungs- und Dankeskarten zur Erstkommunion mit Foto – schlicht, festlich und persönlich.',
        headline: 'Meine Erstkommunion',
        subline: 'Einladungen und Danksagungen für einen festlichen Tag.',
        cta: 'Karten zur Kommunion',
        title: 'Karten zur Kommunion',
        intro:
          'Die Erstkommunion ist ein großer Tag für die ganze Familie. Mit einer persönlichen Einladung und einer Dankeskarte mit Foto bleibt er lange in Erinnerung.',
        designs: 'Designs zur Kommunion',
        ideas:
          '### Textideen\n- „Ich gehe zur Erstkommunion und freue mich, wenn ihr dabei seid.“\n- „Danke, dass ihr meinen großen Tag so besonders gemacht habt.“\n\n### Tipp\nEin Foto mit Kommunionkerze ist ein schönes Motiv für die Dankeskarte.',
      },
      konfirmation: {
        name: 'Konfirmation',
        path: 'konfirmation',
        tile: 'Einladungen und Dank zur Konfirmation',
        metaTitle: 'Karten zur Konfirmation gestalten | Fotowerk',
        metaDescription:
          'Einladungs- und Dankeskarten zur Konfirmation mit Foto – modern, schlicht oder klassisch.',
        headline: 'Ja zum eigenen Weg',
        subline: 'Karten zur Konfirmation – so individuell wie die Konfirmandinnen und Konfirmanden.',
        cta: 'Karten zur Konfirmation',
        title: 'Karten zur Konfirmation',
        intro:
          'Mit der Konfirmation sagen Jugendliche selbst Ja zu ihrem Glauben. Moderne Designs mit Foto passen zu diesem Schritt – von schlicht bis farbenfroh.',
        designs: 'Designs zur Konfirmation',
        ideas:
          '### Textideen\n- „Ich werde konfirmiert und lade euch herzlich ein.“\n- „Für eure Glückwünsche und Geschenke zu meiner Konfirmation sage ich Danke.“\n\n### Tipp\nDen Konfirmationsspruch könnt ihr als Zitat auf die Rückseite setzen.',
      },
      ostern: {
        name: 'Ostern',
        path: 'ostern',
        tile: 'Frühlingshafte Ostergrüße',
        metaTitle: 'Osterkarten mit Foto gestalten | Fotowerk',
        metaDescription:
          'Osterkarten mit deinen Fotos – frühlingshafte Designs für Grüße an Familie und Freunde.',
        headline: 'Frohe Ostern!',
        subline: 'Frühlingshafte Grüße mit deinen Fotos.',
        cta: 'Osterkarten gestalten',
        title: 'Osterkarten',
        intro:
          'Bunte Eier, erste Blüten und das Familienfoto vom Osterspaziergang: Mit einer Osterkarte schickst du ein Stück Frühling zu allen, die du liebst.',
        designs: 'Designs zu Ostern',
        ideas:
          '### Textideen\n- „Frohe Ostern und sonnige Frühlingstage!“\n- „Ein Nest voller Freude wünschen euch …“\n\n### Tipp\nVerschick die Karten etwa eine Woche vor Ostern, damit sie rechtzeitig ankommen.',
      },
      taufe: {
        name: 'Taufe',
        path: 'taufe',
        tile: 'Einladungen und Danksagungen zur Taufe',
        metaTitle: 'Taufkarten mit Foto gestalten | Fotowerk',
        metaDescription:
          'Einladungen und Dankeskarten zur Taufe mit Foto, Taufspruch und Namen – zart, schlicht und festlich.',
        headline: 'Willkommen in der Gemeinschaft',
        subline: 'Zarte Karten zur Taufe mit Foto und Taufspruch.',
        cta: 'Taufkarten gestalten',
        title: 'Karten zur Taufe',
        intro:
          'Zur Taufe kommen Familie, Paten und Freunde zusammen. Lade sie mit einer Karte ein, die Foto, Taufspruch und alle Details zeigt – und sag danach mit derselben Gestaltung Danke.',
        designs: 'Designs zur Taufe',
        ideas:
          '### Beliebte Taufsprüche\n- „Denn er hat seinen Engeln befohlen, dass sie dich behüten auf allen deinen Wegen.“\n- „Ein Kind ist ein Geschenk des Himmels.“\n\n### Tipp\nEine Karte für die Paten mit einem gemeinsamen Foto ist eine schöne Erinnerung.',
      },
      trauer: {
        name: 'Trauer',
        path: 'trauer',
        tile: 'Würdevolle Karten zum Abschied',
        metaTitle: 'Trauerkarten und Danksagungen gestalten | Fotowerk',
        metaDescription:
          'Trauerkarten, Traueranzeigen und Danksagungen mit Foto – würdevoll, ruhig und persönlich gestaltet.',
        headline: 'In liebevoller Erinnerung',
        subline: 'Würdevolle Karten für Abschied und Dank.',
        cta: 'Trauerkarten gestalten',
        title: 'Trauerkarten',
        intro:
          'Wenn ein Mensch geht, fehlen oft die Worte. Unsere ruhigen Designs helfen dir, Abschied zu nehmen, zur Trauerfeier einzuladen und für Anteilnahme zu danken.\n\nWir drucken Trauerkarten bevorzugt, damit sie rechtzeitig bei dir sind.',
        designs: 'Designs für Trauerkarten',
        ideas:
          '### Textideen für die Danksagung\n- „Für die vielen Zeichen der Verbundenheit danken wir von Herzen.“\n- „Es tröstet uns zu wissen, dass so viele ihn geschätzt haben.“\n\n### Tipp\nEin Foto aus einem glücklichen Moment erinnert an das Leben, nicht nur an den Abschied.',
      },
      weihnachtenGeschaeftlich: {
        name: 'Weihnachten geschäftlich',
        path: 'weihnachten/geschaeftlich',
        tile: 'Weihnachtsgrüße an Kunden und Partner',
        metaTitle: 'Geschäftliche Weihnachtskarten mit Logo | Fotowerk',
        metaDescription:
          'Geschäftliche Weihnachtskarten mit Logo und Firmenfoto – stilvoll, in großen Auflagen und mit Staffelpreisen.',
        headline: 'Danke für ein gutes Jahr',
        subline: 'Weihnachtskarten für Kunden, Partner und Team – mit Logo.',
        cta: 'Firmenkarten gestalten',
        title: 'Geschäftliche Weihnachtskarten',
        intro:
          'Eine gedruckte Weihnachtskarte zeigt Kunden und Partnern, dass sie dir wichtig sind. Setze Logo und Teamfoto ein und unterschreibe auf Wunsch persönlich.\n\nBei größeren Auflagen sinkt der Stückpreis deutlich.',
        designs: 'Designs für Firmen',
        ideas:
          '### Textideen\n- „Wir danken Ihnen für die vertrauensvolle Zusammenarbeit und wünschen frohe Festtage.“\n- „Auf ein erfolgreiches neues Jahr – gemeinsam mit Ihnen.“\n\n### Tipp\nBestelle bis Ende November, damit die Karten vor den Feiertagen verschickt sind.',
      },
      weihnachtenPrivat: {
        name: 'Weihnachten',
        path: 'weihnachten/privat',
        tile: 'Weihnachtskarten mit Familienfoto',
        metaTitle: 'Weihnachtskarten mit Foto gestalten | Fotowerk',
        metaDescription:
          'Persönliche Weihnachtskarten mit Familienfoto – festliche Designs mit Gold- und Silberfolie.',
        headline: 'Frohe Weihnachten!',
        subline: 'Weihnachtskarten mit euren schönsten Fotos des Jahres.',
        cta: 'Weihnachtskarten gestalten',
        title: 'Weihnachtskarten',
        intro:
          'Das schönste Familienfoto des Jahres, ein paar herzliche Zeilen und ein Hauch Goldfolie: So kommen eure Weihnachtsgrüße garantiert an den Kühlschrank.',
        designs: 'Designs zu Weihnachten',
        ideas:
          '### Textideen\n- „Frohe Weihnachten und ein gesundes neues Jahr wünschen euch …“\n- „Zeit für Kerzenlicht, Plätzchen und die Menschen, die wir lieben.“\n\n### Tipp\nEin [Fotokalender](fotokalender) ist das passende Geschenk zur Karte.',
      },
    },
    cardDesigns: {
      name: 'Karten designen',
      path: 'karten-designen',
      metaTitle: 'Karten online designen – alle Designs | Fotowerk',
      metaDescription:
        'Alle Kartendesigns auf einen Blick: Filtere nach Anlass, Format und Farbe und gestalte deine Karte mit Foto.',
      headline: 'Finde dein Kartendesign',
      subline: 'Hunderte Designs, filterbar nach Anlass, Format und Farbe.',
      cta: 'Designs durchstöbern',
      title: 'Karten designen',
      body: 'Hier findest du alle Designs unserer Grafikerinnen und Grafiker. Filtere nach Anlass, Format oder Farbe, öffne ein Design und ersetze die Beispielfotos durch deine eigenen.\n\nJedes Design lässt sich frei anpassen: Schrift, Farben und Texte bestimmst du selbst.',
      gridHeadline: 'Alle Designs',
      occasionsHeadline: 'Nach Anlass stöbern',
    },
    allCalendars: {
      name: 'Alle Fotokalender',
      path: 'alle-fotokalender',
      metaTitle: 'Alle Fotokalender im Überblick | Fotowerk',
      metaDescription:
        'Alle Fotokalender-Designs im Überblick: Wandkalender, Tischkalender, Familienplaner und mehr.',
      title: 'Alle Fotokalender',
      body: 'Alle unsere Kalenderdesigns auf einen Blick. Filtere nach Kalenderart und Format und starte mit dem Design, das dir gefällt.',
      gridHeadline: 'Kalenderdesigns',
    },
    magazine: {
      name: 'Magazin',
      path: 'magazin',
      metaTitle: 'Magazin – Ideen, Anleitungen und Inspiration | Fotowerk',
      metaDescription:
        'Ideen für Karten, Fotobücher und Kalender, Textvorschläge für jeden Anlass und Tipps für bessere Fotos.',
      headline: 'Ideen, die von Herzen kommen',
      subline: 'Textvorschläge, Gestaltungstipps und Inspiration für jeden Anlass.',
      cta: 'Jetzt stöbern',
      title: 'Das Fotowerk-Magazin',
      intro:
        'Im Magazin sammeln wir, was uns in der Kartenwerkstatt begeistert: Textideen für Einladungen, Tipps für das perfekte Familienfoto und Inspiration für Fotobücher, die man immer wieder aufschlägt.',
      featuredHeadline: 'Aktuell beliebt',
      feedHeadline: 'Neueste Designs',
      topicsHeadline: 'Themen',
    },
  },
  posters: {
    home: {
      name: 'Startseite',
      path: 'home',
      metaTitle: 'Wandbilder aus deinen Fotos – Leinwand, Acrylglas, Poster | Wandwerk',
      metaDescription:
        'Fotos als Wandbild drucken lassen: Poster, Leinwand, Acrylglas, Alu-Dibond, Echtglas und Fototapeten in Galeriequalität.',
      headline: 'Deine Wand. Dein Bild.',
      subline: 'Fotos als Poster, Leinwand, Acrylglas und mehr – in Galeriequalität.',
      cta: 'Wandbild gestalten',
      label: 'Bestseller',
      title: 'Wandbilder aus deinen Fotos',
      intro:
        'Ein Foto an der Wand verändert einen Raum. Bei Wandwerk wählst du das Material, das zu deinem Motiv und deiner Einrichtung passt – vom leichten Poster bis zum Acrylglas mit Tiefenwirkung.\n\nLade dein Foto hoch, wähle das Format und sieh in der Vorschau, wie es wirken wird.',
      productsHeadline: 'Unsere Bestseller',
      secondHeadline: 'Premium-Wandbilder',
      uspHeadline: 'Warum Wandwerk',
      feedHeadline: 'Neu an unseren Wänden',
      outro:
        'Unsicher, welches Material passt? In unserer [Hilfe](hilfe) findest du eine Beratung zu Materialien und Formaten.',
    },
    products: {
      posterdruck: {
        name: 'Poster',
        path: 'posterdruck',
        tile: 'Großformatig, leicht und günstig',
        metaTitle: 'Posterdruck – dein Foto als Poster | Wandwerk',
        metaDescription:
          'Dein Foto als Poster drucken: matt, glänzend oder seidenmatt, von A4 bis 100 × 150 cm, auf Wunsch mit Rahmen oder Posterleiste.',
        headline: 'Groß rauskommen',
        subline: 'Dein Foto als Poster – bis 100 × 150 cm.',
        cta: 'Poster gestalten',
        title: 'Posterdruck mit deinem Foto',
        intro:
          'Das Poster ist der schnellste Weg zu einem großen Bild an der Wand. Wir drucken auf kräftiges Posterpapier mit lichtbeständigen Tinten – für satte Farben und feine Details.\n\nFür Kunstliebhaber gibt es das [Fine-Art-Poster](posterdruck/fine-art) auf Hahnemühle-Papier.',
        highlights: [
          ['Bis 100 × 150 cm', 'Und jedes Format dazwischen'],
          ['Drei Oberflächen', 'Matt, seidenmatt oder glänzend'],
          ['Sicher versandt', 'Gerollt in einer stabilen Hülse'],
        ],
        sections: {
          papiere: [
            'Posterpapiere',
            'Matt für ruhige, blendfreie Bilder, seidenmatt als Allrounder und glänzend für maximale Brillanz.',
          ],
          aufhaengung: [
            'Aufhängung',
            'Mit Posterleisten aus Holz hängt dein Poster ohne Rahmen – oder du wählst gleich ein [Bild mit Rahmen](bilder-mit-rahmen).',
          ],
        },
        tip: 'Motive mit viel Himmel oder Wasser wirken auf mattem Papier besonders ruhig.',
        faq: [
          [
            'Wird mein Poster gefaltet?',
            'Nein, wir verschicken Poster immer gerollt in einer stabilen Hülse.',
          ],
          [
            'Welche Auflösung brauche ich?',
            'Für A2 genügen rund 6 Megapixel; die Vorschau warnt dich, wenn es knapp wird.',
          ],
        ],
      },
      fineArt: {
        name: 'Fine-Art-Poster',
        path: 'posterdruck/fine-art',
        tile: 'Auf Hahnemühle-Papier in Museumsqualität',
        metaTitle: 'Fine-Art-Poster auf Hahnemühle-Papier | Wandwerk',
        metaDescription:
          'Fine-Art-Druck auf Hahnemühle Photo Rag: samtige Oberfläche, tiefe Schwarztöne und Museumsqualität für deine Fotos.',
        headline: 'Museumsqualität für dein Foto',
        subline: 'Gedruckt auf Hahnemühle Photo Rag – samtig, matt, langlebig.',
        cta: 'Fine-Art-Poster gestalten',
        title: 'Fine-Art-Poster',
        intro:
          'Für Fotos, die wie Kunstwerke behandelt werden wollen: Wir drucken mit Pigmenttinten auf Hahnemühle Photo Rag, ein säurefreies Papier aus Baumwolle mit samtiger Oberfläche.\n\nDas Ergebnis hat tiefe Schwarztöne, feine Verläufe und hält bei richtiger Lagerung Generationen.',
        highlights: [
          ['Hahnemühle Photo Rag', '308 g/m², 100 % Baumwolle'],
          ['Pigmenttinten', 'Alterungsbeständig und lichtecht'],
          ['Mit weißem Rand', 'Auf Wunsch für die Rahmung'],
        ],
        sections: {
          papier: [
            'Das Papier',
            'Hahnemühle Photo Rag ist säurefrei, matt und leicht strukturiert – die Wahl vieler Museen und Galerien.',
          ],
          druck: [
            'Der Druck',
            'Zwölf Pigmentfarben sorgen für einen großen Farbraum und besonders neutrale Grautöne.',
          ],
        },
        tip: 'Schwarz-Weiß-Fotos entfalten auf Fine-Art-Papier eine besondere Tiefe.',
        faq: [
          [
            'Ist das Papier empfindlich?',
            'Die matte Oberfläche sollte nicht berührt werden; am besten rahmst du das Poster.',
          ],
          ['Kann ich einen weißen Rand wählen?', 'Ja, ein Rand von 2 oder 5 cm ist möglich.'],
        ],
      },
      leinwanddruck: {
        name: 'Leinwand',
        path: 'leinwanddruck',
        tile: 'Der Klassiker mit Gemälde-Charme',
        metaTitle: 'Leinwanddruck in Galeriequalität | Wandwerk',
        metaDescription:
          'Dein Foto auf Leinwand: handgespannt auf Holz-Keilrahmen, 2 oder 4 cm stark, mit Schattenfugenrahmen und in Formaten bis 150 cm.',
        headline: 'Leinwand in Galeriequalität',
        subline: 'Handgespannt, lichtbeständig und bis 150 cm groß.',
        cta: 'Leinwand gestalten',
        title: 'Leinwanddruck',
        intro:
          'Unsere Leinwände werden auf eine Mischleinwand mit feiner Struktur gedruckt und von Hand auf einen Keilrahmen aus FSC-zertifiziertem Holz gespannt.\n\nMit dem Schattenfugenrahmen wirkt die Leinwand, als würde sie im Rahmen schweben.',
        highlights: [
          ['Handarbeit', 'Jede Leinwand einzeln gespannt'],
          ['Bis 150 cm', 'Auch Panorama und Quadrat'],
          ['FSC-Holz', 'Keilrahmen aus nachhaltiger Forstwirtschaft'],
        ],
        sections: {
          keilrahmen: [
            'Keilrahmen',
            '2 cm für den schlanken Auftritt, 4 cm für eine kräftige, plastische Wirkung.',
          ],
          schattenfugenrahmen: [
            'Schattenfugenrahmen',
            'Der Rahmen in Schwarz, Weiß oder Eiche lässt eine schmale Fuge frei und gibt der Leinwand Galerie-Eleganz.',
          ],
          kante: [
            'Kantengestaltung',
            'Gespiegelt, farbig oder mit umlaufendem Motiv – du entscheidest, wie die Seiten aussehen.',
          ],
        },
        tip: 'Für große Leinwände über dem Sofa gilt: etwa zwei Drittel der Sofabreite wirken am harmonischsten.',
        faq: [
          [
            'Wie wird die Leinwand aufgehängt?',
            'Eine Aufhängung ist vormontiert; ab 100 cm liefern wir zwei mit.',
          ],
          ['Kann ich die Leinwand reinigen?', 'Staub entfernst du mit einem weichen, trockenen Tuch.'],
        ],
      },
      bilderMitRahmen: {
        name: 'Bilder mit Rahmen',
        path: 'bilder-mit-rahmen',
        tile: 'Fertig gerahmt in Holz oder Alu',
        metaTitle: 'Foto im Rahmen drucken lassen | Wandwerk',
        metaDescription:
          'Dein Foto fertig gerahmt: Holz- und Alurahmen, Passepartout und Museumsglas – in Formaten bis 100 × 70 cm.',
        headline: 'Gerahmt wie in der Galerie',
        subline: 'Holz- und Alurahmen, Passepartout und Museumsglas.',
        cta: 'Bild mit Rahmen gestalten',
        title: 'Bilder mit Rahmen',
        intro:
          'Wir drucken dein Foto, schneiden das Passepartout und setzen alles in einen Rahmen deiner Wahl. Für besonders wertvolle Motive gibt es entspiegeltes Museumsglas.',
        highlights: [
          ['Rahmen nach Wahl', 'Holz oder Alu, drei Farben'],
          ['Museumsglas', 'Entspiegelt und UV-schützend'],
          ['Fertig montiert', 'Mit Aufhängung'],
        ],
        sections: {
          holzrahmen: ['Holzrahmen', 'Massive Leisten in Schwarz, Weiß und Eiche natur – warm und zeitlos.'],
          alurahmen: [
            'Alurahmen',
            'Schmale Profile in Silber oder Schwarz für einen modernen, grafischen Auftritt.',
          ],
          passepartout: ['Passepartout', 'Weiß oder Creme, 3 cm breit, mit sauber geschnittener Fase.'],
          museumsglas: [
            'Museumsglas',
            'Nahezu unsichtbares, entspiegeltes Glas mit UV-Schutz – für Motive, die lange leuchten sollen.',
          ],
        },
        tip: 'Ein Passepartout lässt auch kleinere Fotos in großen Rahmen edel wirken.',
        faq: [
          [
            'Welches Glas ist Standard?',
            'Standard ist bruchsicheres Acrylglas; Museumsglas ist gegen Aufpreis wählbar.',
          ],
          [
            'Kann ich nur den Rahmen bestellen?',
            'Nein, unsere Rahmen gibt es nur zusammen mit deinem Druck.',
          ],
        ],
      },
      acrylglas: {
        name: 'Acrylglas',
        path: 'acrylglas',
        tile: 'Brillante Farben mit Tiefenwirkung',
        metaTitle: 'Foto auf Acrylglas drucken | Wandwerk',
        metaDescription:
          'Dein Foto hinter Acrylglas: brillante Farben, Tiefenwirkung und moderne Optik – 2, 4 oder 6 mm stark, mit unsichtbarer Aufhängung.',
        headline: 'Farben, die leuchten',
        subline: 'Dein Foto hinter Acrylglas – brillant und mit echter Tiefe.',
        cta: 'Acrylglas gestalten',
        title: 'Foto auf Acrylglas',
        intro:
          'Hinter Acrylglas bekommen Farben eine Leuchtkraft, die kein Papier erreicht. Wir kaschieren deinen Fotodruck auf Acrylglas und stabilisieren ihn mit einer Alu-Dibond-Rückwand.\n\nDie unsichtbare Aufhängung lässt das Bild vor der Wand schweben.',
        highlights: [
          ['Brillant', 'Farben mit Tiefenwirkung'],
          ['Schwebend', 'Unsichtbare Aufhängung'],
          ['Bis 6 mm stark', 'Für besonders plastische Bilder'],
        ],
        sections: {
          staerke: [
            'Stärken',
            '2 mm wirkt leicht und modern, 4 mm ist der Klassiker, 6 mm gibt maximale Tiefe.',
          ],
          schattenfugenrahmen: [
            'Acrylglas mit Rahmen',
            'Im Schattenfugenrahmen aus Aluminium wird das Acrylglas zum Blickfang mit Galerie-Charakter.',
          ],
        },
        tip: 'Acrylglas spiegelt leicht – häng es möglichst nicht direkt gegenüber einem Fenster auf.',
        faq: [
          [
            'Wie reinige ich Acrylglas?',
            'Mit einem weichen Mikrofasertuch und etwas Wasser, ohne Scheuermittel.',
          ],
          ['Ist Acrylglas bruchsicher?', 'Ja, es ist deutlich bruchsicherer und leichter als Glas.'],
        ],
      },
      aluDibond: {
        name: 'Alu-Dibond',
        path: 'alu-dibond',
        tile: 'Modern, matt und formstabil',
        metaTitle: 'Foto auf Alu-Dibond drucken | Wandwerk',
        metaDescription:
          'Dein Foto auf Alu-Dibond: matt, formstabil und modern – auf weißem oder gebürstetem Aluminium, auch mit Rahmen.',
        headline: 'Modern und matt',
        subline: 'Dein Foto direkt auf Aluminium – formstabil und blendfrei.',
        cta: 'Alu-Dibond gestalten',
        title: 'Foto auf Alu-Dibond',
        intro:
          'Alu-Dibond ist eine Verbundplatte aus zwei Aluminiumschichten mit Kunststoffkern: leicht, absolut formstabil und mit einer matten, blendfreien Oberfläche.\n\nAuf gebürstetem Aluminium schimmern helle Bildbereiche metallisch – ideal für Architektur und Technik.',
        highlights: [
          ['Blendfrei', 'Matte Oberfläche ohne Spiegelungen'],
          ['Formstabil', 'Verzieht sich nicht'],
          ['Gebürstet möglich', 'Mit metallischem Schimmer'],
        ],
        sections: {
          gebuerstet: [
            'Gebürstetes Aluminium',
            'Weiße Bildbereiche lassen das gebürstete Metall durchscheinen und erzeugen einen edlen Glanz.',
          ],
          schattenfugenrahmen: [
            'Alu-Dibond mit Rahmen',
            'Der Schattenfugenrahmen in Schwarz, Weiß oder Eiche setzt die Platte elegant in Szene.',
          ],
        },
        tip: 'Alu-Dibond ist die richtige Wahl für helle Räume mit viel Licht, weil nichts spiegelt.',
        faq: [
          [
            'Kann ich Alu-Dibond in der Küche aufhängen?',
            'Ja, die Oberfläche ist unempfindlich und leicht abwischbar.',
          ],
          [
            'Wie wird es aufgehängt?',
            'Mit einer rückseitig verklebten Aluschiene, die das Bild von der Wand abhebt.',
          ],
        ],
      },
      echtglas: {
        name: 'Echtglas',
        path: 'echtglas',
        tile: 'Edles Glas für besondere Motive',
        metaTitle: 'Foto hinter Echtglas drucken | Wandwerk',
        metaDescription:
          'Dein Foto hinter echtem Glas: kratzfest, hochglänzend und mit edler Tiefenwirkung – mit Wandabstandshaltern.',
        headline: 'Echtes Glas, echte Tiefe',
        subline: 'Dein Foto hinter kratzfestem Glas – mit Abstandshaltern montiert.',
        cta: 'Echtglas gestalten',
        title: 'Foto hinter Echtglas',
        intro:
          'Echtglas ist die edelste Art, ein Foto zu zeigen: Das Glas ist kratzfest, farbneutral und gibt dem Motiv eine Tiefe, die man sehen und fühlen kann.\n\nVier Abstandshalter aus Edelstahl halten das Bild mit etwas Abstand zur Wand.',
        highlights: [
          ['Kratzfest', 'Hartes, langlebiges Glas'],
          ['Farbneutral', 'Weißglas ohne Grünstich'],
          ['Edelstahl-Halter', 'Schwebende Montage'],
        ],
        sections: {
          glas: ['Das Glas', 'Eisenarmes Weißglas in 4 mm Stärke mit polierten Kanten.'],
          aufhaengung: [
            'Montage',
            'Vier Edelstahl-Abstandshalter und eine Bohrschablone gehören zum Lieferumfang.',
          ],
        },
        tip: 'Echtglas ist schwerer als Acrylglas – prüfe vor dem Aufhängen, ob deine Wand geeignet ist.',
        faq: [
          ['Wie schwer ist ein Echtglas-Bild?', 'Etwa 10 kg pro Quadratmeter.'],
          ['Kann das Glas brechen?', 'Wir verwenden Sicherheitsglas, das nur in seltenen Fällen bricht.'],
        ],
      },
      fototapete: {
        name: 'Fototapete',
        path: 'fototapete',
        tile: 'Dein Foto als ganze Wand',
        metaTitle: 'Fototapete mit eigenem Foto | Wandwerk',
        metaDescription:
          'Deine eigene Fototapete: auf Vlies gedruckt, exakt auf Wandmaß und in Bahnen geliefert – für Wohnzimmer, Kinderzimmer und Büro.',
        headline: 'Eine Wand voller Erinnerung',
        subline: 'Dein Foto als Tapete – exakt auf dein Wandmaß gedruckt.',
        cta: 'Fototapete gestalten',
        title: 'Fototapete mit deinem Foto',
        intro:
          'Mit einer Fototapete wird ein Foto zum Raum. Gib deine Wandmaße ein, wähle den Ausschnitt, und wir drucken die Tapete in passenden Bahnen auf strapazierfähiges Vlies.',
        highlights: [
          ['Auf Maß', 'Exakt für deine Wand'],
          ['Vliestapete', 'Einfach zu kleben und zu entfernen'],
          ['Nummerierte Bahnen', 'Kein Rätselraten beim Anbringen'],
        ],
        sections: {
          material: [
            'Material',
            'Strapazierfähiges Vlies mit matter Oberfläche, schwer entflammbar und atmungsaktiv.',
          ],
          anbringen: [
            'Anbringen',
            'Kleister auf die Wand, Bahn ansetzen, andrücken – die Bahnen sind nummeriert und überlappen nicht.',
          ],
        },
        tip: 'Landschaften und Texturen wirken als Tapete besonders gut, weil sie keinen eindeutigen Mittelpunkt brauchen.',
        faq: [
          ['Welche Auflösung brauche ich?', 'Für eine ganze Wand empfehlen wir mindestens 20 Megapixel.'],
          ['Bekomme ich Kleister mit?', 'Ja, passender Kleister liegt jeder Bestellung bei.'],
        ],
      },
    },
    magazine: {
      name: 'Magazin',
      path: 'magazin',
      metaTitle: 'Magazin – Ideen für deine Wände | Wandwerk',
      metaDescription:
        'Einrichtungsideen, Tipps zu Materialien und Formaten und Anleitungen für die perfekte Bilderwand.',
      headline: 'Ideen für deine Wände',
      subline: 'Einrichtungstipps, Materialkunde und Anleitungen für die Bilderwand.',
      cta: 'Inspiration holen',
      title: 'Das Wandwerk-Magazin',
      intro:
        'Welches Material passt zu welchem Motiv? Wie hängt man eine Bilderwand, ohne die Wand zu durchlöchern? Im Magazin teilen wir, was wir aus tausenden Wandbildern gelernt haben.',
      featuredHeadline: 'Materialien im Vergleich',
      feedHeadline: 'Frisch von der Wand',
      topicsHeadline: 'Themen',
    },
  },
  help: (brand) => ({
    name: 'Hilfe & Kontakt',
    path: 'hilfe',
    metaTitle: `Hilfe & Kontakt | ${brand}`,
    metaDescription: `Antworten zu Bestellung, Versand und Rückgabe bei ${brand} – und so erreichst du unseren Kundenservice.`,
    title: 'Wie können wir helfen?',
    body: `Hier findest du Antworten auf die häufigsten Fragen rund um deine Bestellung bei ${brand}. Findest du nicht, was du suchst? Schreib uns – wir antworten in der Regel innerhalb eines Werktages.`,
    shippingTitle: 'Versand & Lieferzeiten',
    shipping:
      'Wir produzieren jede Bestellung einzeln für dich. Die meisten Produkte verlassen unsere Druckerei innerhalb von zwei bis vier Werktagen; Großformate können etwas länger dauern. Sobald dein Paket unterwegs ist, bekommst du eine E-Mail mit der Sendungsverfolgung.',
    withdrawalTitle: 'Widerrufsrecht',
    withdrawal:
      'Personalisierte Produkte sind vom Widerrufsrecht ausgenommen, weil sie nach deinen Vorgaben hergestellt werden. Ist etwas beschädigt oder nicht so, wie du es erwartet hast, melde dich trotzdem: Mit unserer Zufriedenheitsgarantie drucken wir neu oder erstatten den Preis.',
    promisesTitle: 'Unsere Zusagen',
    promises:
      'Was die drei Zeichen im Fußbereich versprechen – es sind unsere eigenen Zusagen, keine Prüfsiegel Dritter. **Zufriedenheitsgarantie:** Ist ein Produkt beschädigt oder fehlerhaft gedruckt, drucken wir es innerhalb von 30 Tagen neu oder erstatten den Preis. **Sicher bezahlen:** Jede Seite kommt verschlüsselt (HTTPS); Kartendaten nimmt nur unser Zahlungsdienstleister entgegen, nie unser Shop. **Gedruckt in Deutschland:** Jede Bestellung wird in unserer Druckerei in Deutschland produziert.',
    contactTitle: 'Kontakt',
    contact: `Du erreichst uns per E-Mail an [service@${brand.toLowerCase()}.example](mailto:service@${brand.toLowerCase()}.example) oder telefonisch Montag bis Freitag von 8 bis 18 Uhr.`,
    hotline: 'Telefon: {{hotline}}',
  }),
  error: (brand) => ({
    name: 'Fehlerseite',
    path: 'error',
    metaTitle: `Seite nicht gefunden | ${brand}`,
    metaDescription:
      'Vielleicht hat sich ein Tippfehler in die Adresse eingeschlichen, oder die Seite wurde verschoben.',
    title: 'Diese Seite gibt es leider nicht (mehr)',
    body: 'Vielleicht hat sich ein Tippfehler in die Adresse eingeschlichen, oder die Seite wurde verschoben.\n\nHier findest du unsere beliebtesten Produkte – oder du kehrst zur [Startseite](home) zurück.',
    suggestions: 'Vielleicht suchst du …',
  }),
  photoboxAliasName: 'Bilderbox',
  legal: {
    imprint: (brand) => ({
      name: 'Impressum',
      path: 'impressum',
      metaTitle: `Impressum | ${brand}`,
      metaDescription: `Impressum von ${brand}, einer Marke der Werkdruck GmbH.`,
      title: 'Impressum',
      body: `## Anbieter\n${brand} ist eine Marke der Werkdruck GmbH, Musterstraße 12, 50667 Köln, Deutschland.\n\n## Vertreten durch\nDie Geschäftsführung: Anna Beispiel und Jonas Muster.\n\n## Kontakt\nTelefon: +49 221 123 456 70\nE-Mail: [service@${brand.toLowerCase()}.example](mailto:service@${brand.toLowerCase()}.example)\n\n## Registereintrag\nAmtsgericht Köln, HRB 000000. Umsatzsteuer-Identifikationsnummer: DE000000000.\n\n## Streitbeilegung\nWir sind nicht verpflichtet und nicht bereit, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.`,
    }),
    privacy: (brand) => ({
      name: 'Datenschutz',
      path: 'datenschutz',
      metaTitle: `Datenschutzerklärung | ${brand}`,
      metaDescription: `Wie ${brand} deine Daten verarbeitet und welche Rechte du hast.`,
      title: 'Datenschutzerklärung',
      body: `## Verantwortlicher\nVerantwortlich für die Datenverarbeitung ist die Werkdruck GmbH, Musterstraße 12, 50667 Köln. Unsere Datenschutzbeauftragte erreichst du unter [datenschutz@${brand.toLowerCase()}.example](mailto:datenschutz@${brand.toLowerCase()}.example).\n\n## Welche Daten wir verarbeiten\n- Bestelldaten wie Name, Adresse und E-Mail-Adresse, um deine Bestellung auszuführen\n- hochgeladene Fotos, ausschließlich zur Herstellung deiner Produkte\n- technische Daten beim Besuch der Website, um sie sicher zu betreiben\n\n## Fotos\nDeine Fotos verwenden wir nur für deine Bestellung. Projekte in deinem Kundenkonto kannst du jederzeit löschen.\n\n## Cookies\nNotwendige Cookies setzen wir, damit Warenkorb und Anmeldung funktionieren. Alle weiteren Cookies nur mit deiner Einwilligung.\n\n## Deine Rechte\nDu hast das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht, dich bei einer Aufsichtsbehörde zu beschweren.`,
    }),
    terms: (brand) => ({
      name: 'AGB',
      path: 'agb',
      metaTitle: `Allgemeine Geschäftsbedingungen | ${brand}`,
      metaDescription: `Die Allgemeinen Geschäftsbedingungen für Bestellungen bei ${brand}.`,
      title: 'Allgemeine Geschäftsbedingungen',
      body: `## 1. Geltungsbereich\nDiese Bedingungen gelten für alle Bestellungen bei ${brand}, einer Marke der Werkdruck GmbH.\n\n## 2. Vertragsschluss\nDie Darstellung der Produkte ist kein bindendes Angebot. Mit dem Absenden der Bestellung gibst du ein Angebot ab, das wir mit der Auftragsbestätigung annehmen.\n\n## 3. Preise und Versand\nAlle Preise enthalten die gesetzliche Mehrwertsteuer. Versandkosten werden vor dem Absenden der Bestellung angezeigt.\n\n## 4. Personalisierte Produkte\nDa wir jedes Produkt nach deinen Vorgaben herstellen, besteht kein Widerrufsrecht. Für die hochgeladenen Inhalte bist du verantwortlich; sie dürfen keine Rechte Dritter verletzen.\n\n## 5. Gewährleistung\nEs gilt die gesetzliche Gewährleistung. Zusätzlich gewähren wir unsere Zufriedenheitsgarantie.\n\n## 6. Schlussbestimmungen\nEs gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts, soweit zwingende Verbraucherschutzvorschriften nicht entgegenstehen.`,
    }),
  },
};
