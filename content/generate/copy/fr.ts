/** French copy ("vous", as French shops address their customers). */
import type { Dictionary } from './types';

export const fr: Dictionary = {
  toolbox: {
    overview: {
      name: 'Outils photo',
      path: 'outils-photo',
      metaTitle: 'Outils photo : convertir, optimiser, PDF, résolution',
      metaDescription:
        "Des outils gratuits pour vos photos : convertir des fichiers, réduire des photos, réunir des photos dans un PDF et vérifier la résolution d'impression.",
      title: 'Outils photo',
      body: 'Avant de commander, préparez vos photos. Tous les outils sont gratuits et vos fichiers sont supprimés peu de temps après.',
      toolsHeadline: 'Nos outils',
    },
    tools: {
      'convert-file': {
        name: 'Convertir un fichier',
        path: 'outils-photo/convertir-fichier',
        metaTitle: 'Convertir une image : JPEG, PNG, WebP, TIFF, AVIF',
        metaDescription:
          'Convertissez votre photo en JPEG, PNG, WebP, TIFF ou AVIF, gratuitement et sans compte.',
        title: 'Convertir un fichier',
        body: "Déposez votre photo dans le cadre, choisissez le format voulu et téléchargez le résultat. Le profil de couleur et les données de l'appareil sont conservés.",
      },
      'optimize-image': {
        name: 'Optimiser une photo',
        path: 'outils-photo/optimiser-photo',
        metaTitle: 'Réduire et optimiser une photo',
        metaDescription:
          'Réduisez votre photo à une taille ou un poids. Les données de localisation sont supprimées, le profil de couleur reste.',
        title: 'Optimiser une photo',
        body: "Trop lourde pour l'envoi ? Indiquez un côté maximal ou un poids maximal. Les données de localisation et de l'appareil sont supprimées, le profil de couleur est conservé.",
      },
      'convert-pdf': {
        name: 'Photos en PDF',
        path: 'outils-photo/creer-pdf',
        metaTitle: 'Réunir plusieurs photos dans un PDF',
        metaDescription: 'Réunissez plusieurs photos dans un PDF, une page par photo.',
        title: 'Photos en PDF',
        body: 'Choisissez plusieurs photos : chacune a sa propre page, en portrait ou en paysage comme la photo.',
      },
      'print-advice': {
        name: "Vérifier la résolution d'impression",
        path: 'outils-photo/resolution-impression',
        metaTitle: "Résolution d'impression : jusqu'à quelle taille ma photo est-elle nette ?",
        metaDescription:
          "Envoyez votre photo et voyez jusqu'à quel format elle s'imprime nettement sur toile, poster et plus.",
        title: "Vérifier la résolution d'impression",
        body: "Envoyez votre photo et voyez pour chaque produit jusqu'à quel format elle s'imprime nettement. Dès 150 dpi elle est nette, entre 100 et 150 dpi encore correcte.",
      },
    },
    moreTools: 'Autres outils',
  },
  global: {
    header: { service: 'Aide & contact', magazine: 'Magazine', account: 'Mon compte', cart: 'Panier' },
    footer: {
      about: 'À propos',
      service: 'Service client',
      shipping: 'Livraison & délais',
      withdrawal: 'Droit de rétractation',
      contact: 'Contact',
      apps: 'Nos applications',
      appsText: 'Créez où que vous soyez avec notre application pour iOS et Android.',
      appStoreAlt: 'Télécharger dans l’App Store',
      googlePlayAlt: 'Disponible sur Google Play',
      awards: 'Vous pouvez compter sur nous',
      awardAlts: ['Garantie satisfaction', 'Paiement sécurisé', 'Imprimé en Allemagne'],
      social: 'Suivez-nous',
      international: 'International',
      languages: 'Langue',
      newsletterTitle: 'Newsletter',
      newsletterButton: 'S’inscrire',
      newsletterPrivacy:
        'Désinscription possible à tout moment. Pour en savoir plus, consultez notre politique de confidentialité.',
      copyright: '© Werkdruck GmbH',
    },
    countries: {
      de: 'Allemagne',
      at: 'Autriche',
      ch: 'Suisse',
      li: 'Liechtenstein',
      lu: 'Luxembourg',
      be: 'Belgique',
      fr: 'France',
      it: 'Italie',
      es: 'Espagne',
      nl: 'Pays-Bas',
      gb: 'Royaume-Uni',
      us: 'États-Unis',
    },
    nav: {
      cards: 'Cartes',
      photobook: 'Livres photo',
      calendar: 'Calendriers',
      collage: 'Collages',
      wallArt: 'Déco murale',
      frames: 'Cadres',
      occasions: 'Occasions',
      giftIdeas: 'À associer',
      more: 'Découvrir plus',
      allCards: 'Toutes les cartes',
      categories: 'Types de livres photo',
      formats: 'Formats',
      startWithoutDesign: 'Commencer sans modèle',
      photobookAssistant: 'Assistant livre photo',
      allPhotobooks: 'Tous les livres photo',
      calendarTypes: 'Types de calendriers',
      collageTypes: 'Types de collages',
      withMultipleImages: 'Collage avec beaucoup de photos',
      framePoster: 'Posters encadrés',
      frameCanvas: 'Toile',
      framePlate: 'Plaques',
      frameColours: 'Couleurs de cadre',
      frameExtras: 'Options',
      allFrames: 'Tous les cadres',
      colourBlack: 'Noir',
      colourWhite: 'Blanc',
      colourOak: 'Chêne naturel',
      bestseller: 'Meilleures ventes',
      premium: 'Déco murale premium',
      additional: 'Autres produits',
      accessories: 'Accessoires',
      formatSquare: 'Carré',
      formatLandscape: 'Paysage',
      formatPortrait: 'Portrait',
    },
    cards: {
      logoAlt: 'Fotowerk – retour à l’accueil',
      actionBar: 'Nouveau : cartes de vœux avec dorure or, argent et or rose',
      about:
        'Depuis 2011, nous imprimons vos plus belles photos sur des cartes, dans des livres photo, des calendriers et des collages – avec le souci du détail et sur des papiers soigneusement choisis.',
      seoText:
        'Créez en ligne vos cartes, livres photo et calendriers photo : importez vos photos, choisissez un modèle et nous imprimons le tout en qualité supérieure. Faire-part de mariage, faire-part de naissance, calendrier ou collage – chez Fotowerk, vous trouvez le produit idéal pour chaque occasion.',
      newsletterText:
        'Nouveaux modèles, idées pour chaque occasion et offres exclusives directement dans votre boîte mail.',
      serviceText: 'Nous sommes à votre écoute du lundi au vendredi, de 8 h à 18 h.',
    },
    posters: {
      logoAlt: 'Wandwerk – retour à l’accueil',
      actionBar: 'Nouveau : posters fine art sur papier Hahnemühle',
      about:
        'Wandwerk transforme vos photos en tableaux de qualité galerie : sur toile, plexiglas, aluminium, verre ou en poster encadré.',
      seoText:
        'Faites imprimer vos photos en tableau : chez Wandwerk, vous créez posters, toiles, tableaux sur plexiglas et aluminium, impressions sur verre et papiers peints photo au format de votre choix. Nous imprimons avec des encres résistantes à la lumière et emballons chaque tableau avec soin.',
      newsletterText: 'Idées déco, nouveaux matériaux et offres pour vos murs – une fois par mois.',
      serviceText: 'Nos conseillers déco murale vous répondent du lundi au vendredi, de 8 h à 18 h.',
    },
  },
  common: {
    formatsHeadline: 'Formats & prix',
    faqHeadline: 'Questions fréquentes',
    relatedHeadline: 'Vous aimerez aussi',
    tipHeadline: 'Notre conseil',
    highlightsHeadline: 'Pourquoi c’est un bon choix',
    customerPictures: 'Chez nos clients',
    customerPicturesText:
      'De vraies photos de vrais intérieurs – partagées par des personnes qui ont commandé chez nous.',
    framesHeadline: 'Nos cadres',
    accessoriesHeadline: 'Les accessoires en un coup d’œil',
    labels: { new: 'Nouveau', bestseller: 'Best-seller', premium: 'Premium' },
    usps: {
      cards: [
        ['Depuis 2011', 'L’expérience de millions de photos imprimées'],
        ['Garantie satisfaction', 'Pas satisfait ? Nous réimprimons ou remboursons.'],
        ['Service personnalisé', 'De vraies personnes vous aident par téléphone et par e-mail.'],
      ],
      posters: [
        ['Qualité galerie', 'Encres résistantes à la lumière et couleurs fidèles'],
        ['Emballage sécurisé', 'Chaque tableau voyage dans un emballage sur mesure.'],
        ['Prêt à accrocher', 'Système d’accrochage inclus, sans marathon d’outils.'],
      ],
    },
    occasionDesignsCta: 'Voir les modèles',
    occasionIdeasHeadline: 'Idées et textes',
    occasionRelatedHeadline: 'Pour la même occasion',
    contactFormHeadline: 'Écrivez-nous',
  },
  cards: {
    home: {
      name: 'Accueil',
      path: 'home',
      metaTitle: 'Cartes, livres photo & calendriers avec vos photos | Fotowerk',
      metaDescription:
        'Créez en ligne cartes de vœux, livres photo, calendriers photo et collages, imprimés en qualité supérieure.',
      headline: 'Vos photos. Magnifiquement imprimées.',
      subline: 'Cartes, livres photo et calendriers pour chaque occasion – créés en quelques minutes.',
      cta: 'Commencer',
      label: 'Nouveau',
      title: 'Des cadeaux personnels avec vos photos préférées',
      intro:
        'Faire-part de mariage, carte de remerciement pour une naissance ou calendrier photo pour la famille : avec nos modèles, vous créez en quelques étapes des impressions qui viennent du cœur.\n\nChoisissez un modèle, importez vos photos et adaptez textes et couleurs – l’aperçu vous montre à tout moment le résultat final.',
      productsHeadline: 'Produits populaires',
      secondHeadline: 'Des cartes pour chaque occasion',
      uspHeadline: 'Pourquoi nos clients commandent chez nous',
      feedHeadline: 'Nouveautés de notre atelier',
      outro:
        'Chaque produit est imprimé sur commande pour vous et expédié avec soin. Des questions ? Notre [service client](hilfe) est là pour vous aider.',
    },
    products: {
      karten: {
        name: 'Cartes de vœux',
        path: 'cartes',
        tile: 'Mariage, naissance, anniversaire et plus',
        metaTitle: 'Cartes de vœux photo personnalisées | Fotowerk',
        metaDescription:
          'Invitations, cartes de remerciement et de vœux avec vos photos : des centaines de modèles, de beaux papiers et des dorures or, argent et or rose.',
        headline: 'Des cartes que l’on garde',
        subline: 'Des centaines de modèles pour chaque occasion – avec vos photos et vos mots.',
        cta: 'Découvrir les cartes',
        title: 'Cartes de vœux avec vos photos',
        intro:
          'Une carte personnelle en dit plus qu’un message sur le téléphone. Choisissez parmi des centaines de modèles créés par nos graphistes, ajoutez vos photos et rédigez votre texte – du save the date à la carte de Noël.\n\nVous pouvez commander dès une carte ; pour les grandes quantités, chaque carte supplémentaire coûte moins cher.',
        highlights: [
          ['Beaux papiers', 'Mat, brillant ou texturé'],
          ['Finitions', 'Or, argent, or rose et vernis relief'],
          ['Dès 1 exemplaire', 'Même une seule carte à petit prix'],
        ],
        sections: {
          klappkarten: [
            'Cartes doubles',
            'Beaucoup de place pour les photos et les mots : une image à l’extérieur, de l’espace à l’intérieur pour le programme, l’itinéraire ou quelques lignes personnelles. Idéal pour les invitations et les remerciements.',
          ],
          postkarten: [
            'Cartes postales',
            'Une petite joie dans la boîte aux lettres – une photo au recto, de la place pour les vœux et l’adresse au verso.',
          ],
          veredelung: [
            'Dorures',
            'La dorure à chaud or, argent ou or rose fait briller noms et ornements à la lumière. Le vernis relief rend même les détails palpables.',
          ],
        },
        tip: 'Commandez d’abord une carte échantillon : vous voyez le papier et les couleurs en vrai avant d’imprimer toute la série.',
        faq: [
          [
            'Puis-je commander des enveloppes ?',
            'Oui. Des enveloppes assorties de nombreuses couleurs sont proposées pendant la création et sur notre page [accessoires](zubehoer).',
          ],
          [
            'Quand mes cartes arriveront-elles ?',
            'Nous imprimons généralement les cartes en deux jours ouvrés, auxquels s’ajoute le délai de livraison.',
          ],
        ],
      },
      fotobuch: {
        name: 'Livre photo',
        path: 'livre-photo',
        tile: 'Vos souvenirs, reliés pour toujours',
        metaTitle: 'Créer un livre photo en ligne – papier photo & impression numérique | Fotowerk',
        metaDescription:
          'Créez votre livre photo à ouverture à plat sur vrai papier photo ou en impression numérique – avec modèles ou librement, dans de nombreux formats.',
        headline: 'Un livre plein de moments préférés',
        subline: 'Vacances, mariage ou première année de bébé – racontez votre histoire en images.',
        cta: 'Créer un livre photo',
        title: 'Votre livre photo',
        intro:
          'Un livre photo sort vos plus belles images du téléphone pour qu’on puisse les feuilleter, les offrir et les redécouvrir.\n\nChoisissez entre le **livre photo sur papier photo** à ouverture à plat, le polyvalent **livre photo numérique** et le léger **cahier photo**.',
        highlights: [
          ['Ouverture à plat', 'Des panoramas sans pli sur la double page'],
          ['Nombreux formats', 'Du A5 au 30 × 30 cm'],
          ['Modèles ou création libre', 'Avec nos designs ou selon vos idées'],
        ],
        sections: {
          echtfotobuch: [
            'Livre photo sur papier photo',
            'Développé sur vrai papier photo avec ouverture à plat : les pages restent bien à plat, les couleurs éclatent et les panoramas s’étendent sans pli sur la double page.',
          ],
          digitalfotobuch: [
            'Livre photo numérique',
            'Imprimé en numérique sur papier mat ou brillant, avec couverture rigide ou souple. Le choix flexible pour les gros albums de vacances.',
          ],
          fotoheft: [
            'Cahier photo',
            'Léger, fin et agrafé – parfait comme livret pour les invités, invitation à feuilleter ou petit remerciement.',
          ],
          formate: [
            'Formats',
            'Carré en 20 × 20 et 30 × 30 cm, à l’italienne en A3, A4 ou A5 et à la française en A4 ou A5.',
          ],
          assistent: [
            'Assistant livre photo',
            'Pas le temps ? L’assistant répartit automatiquement vos photos sur les pages – il ne vous reste qu’à peaufiner.',
          ],
        },
        tip: 'Avant l’import, classez vos photos dans des dossiers par jour ou par chapitre : l’assistant remplira les pages dans le bon ordre.',
        faq: [
          [
            'Combien de pages peut avoir mon livre photo ?',
            'Entre 24 et 150 pages selon le type de livre. Vous pouvez ajouter ou retirer des pages à tout moment.',
          ],
          [
            'Puis-je reprendre mon projet plus tard ?',
            'Oui, vos projets sont enregistrés dans votre compte client.',
          ],
        ],
      },
      fotokalender: {
        name: 'Calendrier photo',
        path: 'calendrier-photo',
        tile: 'Douze mois de moments préférés',
        metaTitle: 'Calendrier photo personnalisé – mural, de bureau & familial | Fotowerk',
        metaDescription:
          'Calendriers photo avec vos images : calendriers muraux, de bureau, familiaux, de cuisine et agendas – avec le mois de départ de votre choix.',
        headline: 'Chaque mois une nouvelle photo préférée',
        subline: 'Calendriers muraux, de bureau et familiaux – à partir du mois de votre choix.',
        cta: 'Créer un calendrier',
        title: 'Des calendriers photo pour chaque endroit',
        intro:
          'Un calendrier photo est le cadeau qui fait plaisir toute l’année. Choisissez le format et le type de calendrier, ajoutez une photo pour chaque mois et inscrivez directement les anniversaires.\n\nVous choisissez le mois de départ : votre calendrier ne doit pas forcément commencer en janvier. Tous les modèles se trouvent dans [tous les calendriers photo](alle-fotokalender).',
        highlights: [
          ['Mois de départ libre', 'Commencez quand vous voulez'],
          ['Anniversaires intégrés', 'Noms et dates dans le calendrier'],
          ['Nombreux formats', 'Du A6 au A3 et panoramique'],
        ],
        sections: {
          wandkalender: [
            'Calendrier mural',
            'Le classique en format portrait ou paysage, du A4 au A3 – avec une grande photo et un calendrier lisible.',
          ],
          tischkalender: [
            'Calendrier de bureau',
            'Posé sur le bureau ou l’étagère, sur socle ou bloc en bois – petit format, grande émotion.',
          ],
          familienplaner: [
            'Calendrier familial',
            'Avec une colonne par membre de la famille, pour que foot, réunion de parents et dentiste ne se mélangent plus.',
          ],
          kuechenkalender: [
            'Calendrier de cuisine',
            'Son format étroit trouve sa place sur chaque mur de cuisine et laisse de la place pour la liste de courses.',
          ],
          terminkalender: [
            'Calendrier agenda',
            'De grandes cases pour tous vos rendez-vous, et chaque mois une photo qui met de bonne humeur.',
          ],
        },
        tip: 'Le calendrier photo est un cadeau de Noël très apprécié – commandez avant la mi-décembre pour qu’il soit sous le sapin à temps.',
        faq: [
          [
            'Les jours fériés peuvent-ils apparaître ?',
            'Oui, les jours fériés de votre pays sont ajoutés automatiquement ; vous pouvez aussi les masquer.',
          ],
          ['Quel papier utilisez-vous ?', 'Un papier couché mat et épais, sur lequel on écrit facilement.'],
        ],
      },
      fotocollage: {
        name: 'Collage photo',
        path: 'collage-photo',
        tile: 'Beaucoup de photos, un seul tableau',
        metaTitle: 'Créer un collage photo – sur toile, en poster ou encadré | Fotowerk',
        metaDescription:
          'Créez un collage photo avec jusqu’à 50 images : sur toile, en poster ou encadré, avec des mises en page prêtes ou librement.',
        headline: 'Une année, un voyage, un mur',
        subline: 'Réunissez de nombreuses photos en un seul tableau – sur toile, en poster ou encadré.',
        cta: 'Créer un collage',
        title: 'Collage photo avec vos images',
        intro:
          'Certaines histoires ne tiennent pas dans une seule photo. Un collage réunit les temps forts d’un voyage, d’une année ou de toute une vie dans un seul tableau.\n\nChoisissez une mise en page de 2 à 50 images ou disposez vos photos librement.',
        highlights: [
          ['Jusqu’à 50 photos', 'Des mises en page pour chaque quantité'],
          ['Trois matériaux', 'Toile, poster ou encadré'],
          ['Texte possible', 'Noms, dates et citations'],
        ],
        sections: {
          'leinwand-collage': [
            'Collage sur toile',
            'Tendue sur châssis et prête à accrocher – sa surface mate et chaleureuse met chaque photo en valeur.',
          ],
          'poster-collage': [
            'Collage en poster',
            'Le choix économique pour les grands formats, sur papier poster mat ou brillant.',
          ],
          'collage-mit-rahmen': [
            'Collage encadré',
            'Dans un cadre en bois noir avec passe-partout blanc – un cadeau prêt à accrocher.',
          ],
        },
        tip: 'Pour un rendu harmonieux, choisissez des photos aux couleurs proches ou passez toutes les images en noir et blanc.',
        faq: [
          [
            'Quelle résolution doivent avoir mes photos ?',
            'Les photos de téléphone suffisent pour la plupart des collages. Si une image est trop petite, l’aperçu vous prévient.',
          ],
          [
            'Puis-je ajouter du texte ?',
            'Oui, des zones de texte pour noms, dates et citations se placent librement.',
          ],
        ],
      },
      fotobox: {
        name: 'Box photos',
        path: 'box-photos',
        tile: 'Vos tirages dans une jolie boîte',
        metaTitle: 'Créer une box photos avec tirages | Fotowerk',
        metaDescription:
          'La box photos : jusqu’à 100 tirages dans une boîte solide avec votre photo sur le couvercle – un cadeau à toucher.',
        headline: 'Des souvenirs à toucher',
        subline: 'Jusqu’à 100 tirages dans une boîte avec votre photo préférée sur le couvercle.',
        cta: 'Créer une box photos',
        title: 'La box photos',
        intro:
          'Des photos à faire circuler, à épingler et à offrir : la box photos conserve vos tirages dans une boîte solide à fermeture aimantée.\n\nPersonnalisez le couvercle avec une photo et un titre – la boîte devient elle-même un cadeau.',
        highlights: [
          ['Jusqu’à 100 tirages', 'Petit format ou grand format MAX'],
          ['Couvercle personnalisé', 'Avec photo et titre'],
          ['Fermeture aimantée', 'Solide et réutilisable'],
        ],
        sections: {
          inhalt: [
            'Ce que contient la boîte',
            'La petite boîte accueille des tirages 10 × 10 ou 10 × 13 cm, la grande (MAX) des tirages jusqu’à 13 × 18 cm.',
          ],
          papier: ['Papiers', 'Au choix : mat, brillant ou papier fine art Hahnemühle au toucher velouté.'],
        },
        tip: 'Une box avec les photos de la première année de bébé est un merveilleux cadeau pour les grands-parents.',
        faq: [
          [
            'Puis-je commander la boîte sans photos ?',
            'La box photos est uniquement vendue avec vos tirages.',
          ],
          [
            'Combien de photos dois-je importer ?',
            'Au moins dix. S’il reste des places, vous pouvez faire imprimer certaines images plusieurs fois.',
          ],
        ],
      },
      fotoabzuege: {
        name: 'Tirages photo',
        path: 'tirages-photos',
        tile: 'Des tirages classiques en qualité labo',
        metaTitle: 'Commander des tirages photo en ligne – mat, brillant & fine art | Fotowerk',
        metaDescription:
          'Tirages photo en qualité laboratoire : du 9 × 13 au 20 × 30 cm, sur papier mat, brillant ou Hahnemühle.',
        headline: 'Vos photos entre vos mains',
        subline: 'Des tirages en qualité labo – du classique 10 × 15 au grand format.',
        cta: 'Commander des tirages',
        title: 'Tirages photo en qualité labo',
        intro:
          'Pour l’album, le frigo ou à offrir : nos tirages sont développés sur vrai papier photo et gardent leurs couleurs pendant des décennies.\n\nImportez autant d’images que vous voulez, choisissez le format et la finition – c’est tout.',
        highlights: [
          ['Vrai papier photo', 'Développé, pas imprimé'],
          ['Nombreux formats', 'Du 9 × 13 au 20 × 30 cm'],
          ['Bord blanc', 'Pour un style rétro, si vous le souhaitez'],
        ],
        sections: {
          formate: [
            'Formats',
            'Le classique 10 × 15 cm, le carré 10 × 10 cm ou le grand format jusqu’à 20 × 30 cm – le bon ratio pour chaque appareil.',
          ],
          papier: [
            'Finitions',
            'Brillant pour des couleurs éclatantes, mat pour moins de reflets et papier Hahnemühle pour un rendu fine art.',
          ],
        },
        tip: 'Pour les photos de téléphone au format 4:3, le tirage 10 × 13 cm est idéal : rien n’est coupé.',
        faq: [
          [
            'Mes photos seront-elles recadrées ?',
            'Seulement si le ratio diffère ; l’aperçu vous montre le cadrage.',
          ],
          [
            'Y a-t-il des remises sur quantité ?',
            'Oui, à partir de 100 tirages, chaque tirage supplémentaire coûte moins cher.',
          ],
        ],
      },
      leinwanddruck: {
        name: 'Impression sur toile',
        path: 'impression-sur-toile',
        tile: 'Votre photo en tableau qualité galerie',
        metaTitle: 'Impression sur toile – votre photo sur toile | Fotowerk',
        metaDescription:
          'Votre photo sur toile : tendue sur châssis, dans de nombreux formats et, si vous le souhaitez, dans une caisse américaine.',
        headline: 'Votre photo préférée sur toile',
        subline: 'Tendue sur châssis en bois et prête à accrocher.',
        cta: 'Créer une toile',
        title: 'Impression sur toile avec votre photo',
        intro:
          'Sur toile, une photo prend la présence d’un tableau. Nous imprimons sur une toile texturée en coton mélangé et la tendons à la main sur un châssis en bois.\n\nL’attache est déjà fixée – déballez, accrochez, profitez.',
        highlights: [
          ['Tendue à la main', 'Sur châssis en bois'],
          ['Prête à accrocher', 'Attache incluse'],
          ['Résistante à la lumière', 'Des couleurs qui ne pâlissent pas'],
        ],
        sections: {
          keilrahmen: [
            'Châssis',
            'Choisissez 2 cm pour une allure fine ou 4 cm pour un effet marqué en relief.',
          ],
          schattenfugenrahmen: [
            'Caisse américaine',
            'Le cadre flottant laisse un fin espace autour de la toile – comme dans une galerie.',
          ],
        },
        tip: 'Avec le bord « miroir », le motif se prolonge sur les côtés sans rien perdre à l’avant.',
        faq: [
          [
            'Quels formats proposez-vous ?',
            'Du 20 × 20 cm au 120 × 80 cm, ainsi que des formats panoramiques.',
          ],
          [
            'Puis-je accrocher la toile dans la salle de bains ?',
            'Une humidité passagère ne pose pas de problème, l’eau directe si.',
          ],
        ],
      },
      fotorahmen: {
        name: 'Cadres photo',
        path: 'cadre-photo',
        tile: 'Encadrée et prête pour le mur',
        metaTitle: 'Photo encadrée – cadre avec votre impression | Fotowerk',
        metaDescription:
          'Votre photo prête à accrocher : cadres en bois et en aluminium noir, blanc ou chêne, avec passe-partout et verre acrylique.',
        headline: 'Encadrée. Livrée. Accrochée.',
        subline:
          'Votre photo dans un cadre en bois ou en aluminium – avec passe-partout si vous le souhaitez.',
        cta: 'Choisir un cadre',
        title: 'Cadres avec votre photo',
        intro:
          'Un beau cadre transforme une photo en tableau. Nous imprimons votre image, découpons le passe-partout et encadrons le tout – il ne vous reste qu’à planter un clou.\n\nAu choix : cadres en bois noir, blanc ou chêne, ou cadres fins en aluminium.',
        highlights: [
          ['Prête à accrocher', 'Impression, passe-partout et cadre'],
          ['Verre acrylique incassable', 'Léger et sûr pendant le transport'],
          ['Trois couleurs', 'Noir, blanc et chêne naturel'],
        ],
        sections: {
          holzrahmen: [
            'Cadre en bois',
            'Baguettes en bois massif noir, blanc ou chêne naturel – intemporelles et chaleureuses.',
          ],
          alurahmen: [
            'Cadre en aluminium',
            'Fin et moderne, en argent brossé ou noir – idéal pour l’architecture et les photos en noir et blanc.',
          ],
          'acrylglas-rahmen': [
            'Plexiglas encadré',
            'Votre photo sous plexiglas dans une caisse américaine : des couleurs éclatantes et un bel effet flottant.',
          ],
          passepartout: [
            'Passe-partout',
            'Un passe-partout blanc de 3 cm laisse respirer l’image et attire le regard sur l’essentiel.',
          ],
        },
        tip: 'Pour un mur de cadres, choisissez la même couleur pour tous : l’ensemble paraîtra plus harmonieux.',
        faq: [
          [
            'S’agit-il de vrai verre ?',
            'Nous utilisons du verre acrylique incassable ; le verre musée est proposé chez Wandwerk.',
          ],
          ['Puis-je commander sans passe-partout ?', 'Oui, le passe-partout est facultatif.'],
        ],
      },
      zubehoer: {
        name: 'Accessoires',
        path: 'accessoires',
        tile: 'Enveloppes, encarts et rubans',
        metaTitle: 'Accessoires pour cartes – enveloppes, encarts & rubans | Fotowerk',
        metaDescription:
          'Enveloppes colorées, encarts en papier calque, rubans et boîtes cadeaux assortis à vos cartes.',
        headline: 'La touche finale de vos cartes',
        subline: 'Enveloppes, encarts, rubans et boîtes – pour chaque format.',
        cta: 'Voir les accessoires',
        title: 'Accessoires pour vos cartes',
        intro:
          'Avec les bons accessoires, une carte devient une petite expérience. Tout est adapté à nos formats de cartes et s’ajoute directement pendant la création.',
        highlights: [
          ['Sur mesure', 'Pour chaque format de carte'],
          ['Nombreuses couleurs', 'Du blanc naturel au bleu nuit'],
          ['Ajout en un clic', 'Directement dans l’éditeur'],
        ],
        sections: {
          briefumschlaege: [
            'Enveloppes',
            'En blanc, kraft et de nombreuses couleurs, aux formats C6, B6 et DL.',
          ],
          einlegeblaetter: [
            'Encarts',
            'Papier calque ou beau papier naturel pour le programme, le menu ou l’itinéraire.',
          ],
          schleifen: ['Rubans & nœuds', 'Rubans satinés et nœuds en blanc, or et or rose.'],
          geschenkboxen: [
            'Boîtes cadeaux',
            'Des boîtes solides pour photos et cartes – avec couvercle, pour que le déballage devienne un moment.',
          ],
        },
        tip: 'Les enveloppes kraft s’accordent à merveille avec les cartes au style bohème ou nature.',
        faq: [
          ['Puis-je commander les accessoires seuls ?', 'Les accessoires sont proposés avec vos cartes.'],
          [
            'Les enveloppes peuvent-elles être imprimées ?',
            'Sur demande, nous imprimons l’adresse de l’expéditeur sur le rabat.',
          ],
        ],
      },
    },
    occasions: {
      einschulung: {
        name: 'Rentrée scolaire',
        path: 'rentree-scolaire',
        tile: 'Pour le grand premier jour d’école',
        metaTitle: 'Cartes pour la rentrée scolaire | Fotowerk',
        metaDescription:
          'Invitations et cartes de remerciement pour la première rentrée avec photo – des modèles joyeux avec cartable, crayons et prénom.',
        headline: 'Le premier jour d’école',
        subline: 'Des cartes joyeuses pour les nouveaux écoliers et leurs invités.',
        cta: 'Cartes de rentrée',
        title: 'Cartes pour la rentrée scolaire',
        intro:
          'Cartable neuf, cornet de surprises et cœur qui bat : une invitation associe famille et amis au grand jour, une carte de remerciement en garde le souvenir.',
        designs: 'Modèles pour la rentrée',
        ideas:
          '### Idées de texte pour l’invitation\n- « C’est parti ! Léna entre à l’école – venez fêter ça avec nous ! »\n- « Cartable prêt, cornet rempli : nous fêtons le premier jour d’école de Jonas. »\n\n### Conseil\nUne photo avec le cartable devant la porte est un classique – et un joli motif pour la carte de remerciement.',
      },
      firmung: {
        name: 'Confirmation',
        path: 'confirmation',
        tile: 'Invitations et remerciements pour la confirmation',
        metaTitle: 'Cartes de confirmation | Fotowerk',
        metaDescription:
          'Invitations et cartes de remerciement pour la confirmation avec photo – sobres, festives et personnelles.',
        headline: 'Fortifié pour la vie',
        subline: 'Des cartes festives pour la confirmation avec votre photo.',
        cta: 'Cartes de confirmation',
        title: 'Cartes de confirmation',
        intro:
          'La confirmation est un pas vers l’âge adulte. Invitez parrain, marraine, famille et amis avec une carte personnelle, puis remerciez-les pour leurs vœux et leurs cadeaux.',
        designs: 'Modèles pour la confirmation',
        ideas:
          '### Idées de texte\n- « J’ai reçu le sacrement de la confirmation et je vous remercie de m’avoir accompagné. »\n- « Je vous invite de tout cœur à ma confirmation. »\n\n### Conseil\nIndiquez l’église, l’heure et le lieu de la fête qui suit.',
      },
      geburt: {
        name: 'Naissance',
        path: 'naissance',
        tile: 'Bienvenue, petit être',
        metaTitle: 'Faire-part de naissance avec photo | Fotowerk',
        metaDescription:
          'Faire-part de naissance et cartes de remerciement avec photo, prénom, date, taille et poids.',
        headline: 'Bonjour le monde !',
        subline: 'Des faire-part qui présentent fièrement le nouveau membre de la famille.',
        cta: 'Créer un faire-part',
        title: 'Faire-part de naissance',
        intro:
          'Un petit être est arrivé ! Le faire-part présente votre bébé avec une photo, son prénom et ses premières mesures – et remercie en même temps pour tous les vœux.',
        designs: 'Modèles de faire-part de naissance',
        ideas:
          '### Ce qui figure sur le faire-part\n- prénom, date et heure de naissance\n- taille et poids\n- une photo des premiers jours\n\n### Idée de texte\n« Avec tout notre amour, nous vous présentons notre fille Mila. »',
      },
      geburtstag: {
        name: 'Anniversaire',
        path: 'anniversaire',
        tile: 'Des invitations pour chaque fête',
        metaTitle: 'Cartes d’invitation d’anniversaire | Fotowerk',
        metaDescription: 'Invitations et cartes d’anniversaire avec photo – des 18 ans aux 80 ans.',
        headline: 'À vous !',
        subline: 'Invitations et vœux pour les anniversaires ronds et tous les autres.',
        cta: 'Créer des cartes d’anniversaire',
        title: 'Cartes d’anniversaire',
        intro:
          'Que ce soit 30, 50 ou 80 ans : un anniversaire particulier mérite une invitation particulière. Avec des photos d’hier et d’aujourd’hui, la carte fait déjà parler d’elle.',
        designs: 'Modèles d’anniversaire',
        ideas:
          '### Idées de texte\n- « Les années ne comptent pas – mais on les fête toutes ! »\n- « Passez trinquer avec moi et apportez votre bonne humeur. »\n\n### Conseil\nAssociez une photo d’enfance et une photo récente – rires garantis. Pour les plus petits, découvrez nos cartes d’[anniversaire enfant](geburtstag/kindergeburtstag).',
      },
      kindergeburtstag: {
        name: 'Anniversaire enfant',
        path: 'anniversaire/anniversaire-enfant',
        tile: 'Des invitations colorées pour les petits invités',
        metaTitle: 'Cartes d’invitation pour anniversaire enfant | Fotowerk',
        metaDescription:
          'Invitations colorées pour anniversaire d’enfant avec photo – pirates, licornes, dinosaures et plus encore.',
        headline: 'La fête des petits',
        subline: 'Des invitations colorées que chaque enfant attend avec impatience.',
        cta: 'Créer des invitations',
        title: 'Invitations pour anniversaire enfant',
        intro:
          'Pirates, licornes ou dinosaures : une invitation sur son thème préféré fait monter l’impatience des jours avant la fête. Ajoutez une photo de l’enfant ainsi que les heures d’arrivée et de départ.',
        designs: 'Modèles pour anniversaire enfant',
        ideas:
          '### À ne pas oublier\n- heure de début et heure à laquelle venir chercher les enfants\n- adresse et numéro de téléphone\n- si des vêtements d’extérieur sont nécessaires\n\n### Idée de texte\n« Ohé ! Le capitaine Paul fête ses 6 ans et cherche un équipage pour sa chasse au trésor. »',
      },
      hochzeit: {
        name: 'Mariage',
        path: 'mariage',
        tile: 'Du save the date aux remerciements',
        metaTitle: 'Faire-part de mariage – invitations, save the date, remerciements | Fotowerk',
        metaDescription:
          'Papeterie de mariage avec photo : save the date, faire-part, menus et cartes de remerciement dans un même style, avec dorure si vous le souhaitez.',
        headline: 'Oui, on fait la fête !',
        subline: 'Une papeterie de mariage harmonieuse – du save the date aux remerciements.',
        cta: 'Créer vos faire-part',
        title: 'Papeterie de mariage',
        intro:
          'Votre papeterie de mariage raconte votre histoire, de la première annonce au dernier merci. Choisissez un modèle et déclinez-le pour le save the date, le faire-part, les marque-places et les remerciements.\n\nLes dorures or, argent et or rose font de vos cartes de petits trésors.',
        designs: 'Modèles pour le mariage',
        ideas:
          '### Le calendrier\n- Save the date : 6 à 12 mois avant\n- Faire-part : 3 à 4 mois avant\n- Remerciements : jusqu’à 8 semaines après la fête\n\n### Idée de texte\n« Nous nous marions ! Célébrez avec nous le plus beau jour de notre vie, le 14 juin. »',
      },
      kommunion: {
        name: 'Communion',
        path: 'communion',
        tile: 'Cartes pour la première communion',
        metaTitle: 'Cartes de communion | Fotowerk',
        metaDescription:
          'Invitations et cartes de remerciement pour la première communion avec photo – sobres, festives et personnelles.',
        headline: 'Ma première communion',
        subline: 'Invitations et remerciements pour un jour de fête.',
        cta: 'Cartes de communion',
        title: 'Cartes de communion',
        intro:
          'La première communion est un grand jour pour toute la famille. Avec une invitation personnelle et une carte de remerciement avec photo, on s’en souvient longtemps.',
        designs: 'Modèles pour la communion',
        ideas:
          '### Idées de texte\n- « Je fais ma première communion et je serais heureux que vous soyez là. »\n- « Merci d’avoir rendu ce grand jour si spécial. »\n\n### Conseil\nUne photo avec le cierge de communion est un joli motif pour la carte de remerciement.',
      },
      konfirmation: {
        name: 'Confirmation protestante',
        path: 'confirmation-protestante',
        tile: 'Invitations et remerciements',
        metaTitle: 'Cartes de confirmation protestante | Fotowerk',
        metaDescription:
          'Invitations et cartes de remerciement pour la confirmation protestante avec photo – modernes, sobres ou classiques.',
        headline: 'Oui à mon propre chemin',
        subline: 'Des cartes aussi uniques que les jeunes confirmands.',
        cta: 'Cartes de confirmation',
        title: 'Cartes de confirmation protestante',
        intro:
          'Lors de la confirmation, les jeunes disent eux-mêmes oui à leur foi. Des modèles modernes avec photo accompagnent ce moment – du plus sobre au plus coloré.',
        designs: 'Modèles pour la confirmation',
        ideas:
          '### Idées de texte\n- « Je serai confirmé et vous invite chaleureusement. »\n- « Merci pour vos vœux et vos cadeaux à l’occasion de ma confirmation. »\n\n### Conseil\nVous pouvez placer le verset de confirmation au verso, en citation.',
      },
      ostern: {
        name: 'Pâques',
        path: 'paques',
        tile: 'Des vœux de Pâques printaniers',
        metaTitle: 'Cartes de Pâques avec photo | Fotowerk',
        metaDescription:
          'Cartes de Pâques avec vos photos – des modèles printaniers pour la famille et les amis.',
        headline: 'Joyeuses Pâques !',
        subline: 'Des vœux printaniers avec vos photos.',
        cta: 'Créer des cartes de Pâques',
        title: 'Cartes de Pâques',
        intro:
          'Œufs colorés, premières fleurs et photo de famille prise lors de la promenade de Pâques : une carte de Pâques envoie un peu de printemps à tous ceux que vous aimez.',
        designs: 'Modèles pour Pâques',
        ideas:
          '### Idées de texte\n- « Joyeuses Pâques et de beaux jours de printemps ! »\n- « Un nid rempli de joie de la part de … »\n\n### Conseil\nEnvoyez vos cartes environ une semaine avant Pâques pour qu’elles arrivent à temps.',
      },
      taufe: {
        name: 'Baptême',
        path: 'bapteme',
        tile: 'Invitations et remerciements pour le baptême',
        metaTitle: 'Cartes de baptême avec photo | Fotowerk',
        metaDescription:
          'Invitations et cartes de remerciement pour le baptême avec photo, verset et prénom – délicates, sobres et festives.',
        headline: 'Bienvenue dans la communauté',
        subline: 'Des cartes de baptême délicates avec photo et verset.',
        cta: 'Créer des cartes de baptême',
        title: 'Cartes de baptême',
        intro:
          'Famille, parrain, marraine et amis se réunissent pour le baptême. Invitez-les avec une carte qui montre la photo, le verset et tous les détails – et remerciez-les ensuite dans le même style.',
        designs: 'Modèles pour le baptême',
        ideas:
          '### Versets de baptême appréciés\n- « Car il ordonnera à ses anges de te garder dans toutes tes voies. »\n- « Un enfant est un cadeau du ciel. »\n\n### Conseil\nUne carte pour le parrain et la marraine avec une photo prise ensemble est un beau souvenir.',
      },
      trauer: {
        name: 'Deuil',
        path: 'deuil',
        tile: 'Des cartes dignes pour dire adieu',
        metaTitle: 'Cartes de deuil et de remerciements | Fotowerk',
        metaDescription:
          'Faire-part de décès, cartes de condoléances et de remerciements avec photo – dignes, sobres et personnels.',
        headline: 'En souvenir affectueux',
        subline: 'Des cartes dignes pour l’adieu et les remerciements.',
        cta: 'Créer des cartes de deuil',
        title: 'Cartes de deuil',
        intro:
          'Quand quelqu’un nous quitte, les mots manquent souvent. Nos modèles sobres vous aident à dire adieu, à inviter aux obsèques et à remercier pour les marques de sympathie.\n\nNous imprimons les cartes de deuil en priorité pour qu’elles vous parviennent à temps.',
        designs: 'Modèles de cartes de deuil',
        ideas:
          '### Idées de texte pour les remerciements\n- « Nous vous remercions du fond du cœur pour vos nombreuses marques de sympathie. »\n- « Savoir qu’il était apprécié de tant de personnes nous console. »\n\n### Conseil\nUne photo d’un moment heureux rappelle une vie, pas seulement un adieu.',
      },
      weihnachtenGeschaeftlich: {
        name: 'Noël pour les entreprises',
        path: 'noel/entreprise',
        tile: 'Vœux de fin d’année pour clients et partenaires',
        metaTitle: 'Cartes de vœux d’entreprise avec logo | Fotowerk',
        metaDescription:
          'Cartes de Noël professionnelles avec logo et photo d’équipe – élégantes, en grande quantité et à prix dégressifs.',
        headline: 'Merci pour cette belle année',
        subline: 'Cartes de Noël pour clients, partenaires et équipe – avec votre logo.',
        cta: 'Créer des cartes d’entreprise',
        title: 'Cartes de Noël d’entreprise',
        intro:
          'Une carte de Noël imprimée montre à vos clients et partenaires qu’ils comptent pour vous. Ajoutez logo et photo d’équipe, et signez à la main si vous le souhaitez.\n\nPour les grandes quantités, le prix unitaire baisse nettement.',
        designs: 'Modèles pour les entreprises',
        ideas:
          '### Idées de texte\n- « Merci pour votre confiance et notre collaboration – nous vous souhaitons de très belles fêtes. »\n- « À une nouvelle année réussie – ensemble. »\n\n### Conseil\nCommandez avant fin novembre pour que les cartes partent avant les fêtes.',
      },
      weihnachtenPrivat: {
        name: 'Noël',
        path: 'noel/famille',
        tile: 'Cartes de Noël avec photo de famille',
        metaTitle: 'Cartes de Noël avec photo | Fotowerk',
        metaDescription:
          'Cartes de Noël personnelles avec photo de famille – des modèles festifs avec dorure or et argent.',
        headline: 'Joyeux Noël !',
        subline: 'Des cartes de Noël avec vos plus belles photos de l’année.',
        cta: 'Créer des cartes de Noël',
        title: 'Cartes de Noël',
        intro:
          'La plus belle photo de famille de l’année, quelques mots chaleureux et une touche de dorure : vos vœux de Noël auront leur place sur le frigo.',
        designs: 'Modèles de Noël',
        ideas:
          '### Idées de texte\n- « Joyeux Noël et une bonne année pleine de santé de la part de … »\n- « Le temps des bougies, des biscuits et de ceux que nous aimons. »\n\n### Conseil\nUn [calendrier photo](fotokalender) est le cadeau idéal pour accompagner la carte.',
      },
    },
    cardDesigns: {
      name: 'Créer des cartes',
      path: 'creer-des-cartes',
      metaTitle: 'Créer des cartes en ligne – tous les modèles | Fotowerk',
      metaDescription:
        'Tous les modèles de cartes en un coup d’œil : filtrez par occasion, format et couleur et créez votre carte avec photo.',
      headline: 'Trouvez votre modèle de carte',
      subline: 'Des centaines de modèles à filtrer par occasion, format et couleur.',
      cta: 'Parcourir les modèles',
      title: 'Créer des cartes',
      body: 'Retrouvez ici tous les modèles de nos graphistes. Filtrez par occasion, format ou couleur, ouvrez un modèle et remplacez les photos d’exemple par les vôtres.\n\nChaque modèle se personnalise librement : police, couleurs et textes, c’est vous qui décidez.',
      gridHeadline: 'Tous les modèles',
      occasionsHeadline: 'Parcourir par occasion',
    },
    allCalendars: {
      name: 'Tous les calendriers photo',
      path: 'tous-les-calendriers-photo',
      metaTitle: 'Tous les calendriers photo en un coup d’œil | Fotowerk',
      metaDescription:
        'Tous les modèles de calendriers photo : calendriers muraux, de bureau, familiaux et plus encore.',
      title: 'Tous les calendriers photo',
      body: 'Tous nos modèles de calendriers en un coup d’œil. Filtrez par type et par format, puis commencez avec le modèle qui vous plaît.',
      gridHeadline: 'Modèles de calendriers',
    },
    magazine: {
      name: 'Magazine',
      path: 'magazin',
      metaTitle: 'Magazine – idées, tutoriels et inspiration | Fotowerk',
      metaDescription:
        'Des idées pour vos cartes, livres photo et calendriers, des textes pour chaque occasion et des conseils pour de plus belles photos.',
      headline: 'Des idées qui viennent du cœur',
      subline: 'Idées de textes, conseils de création et inspiration pour chaque occasion.',
      cta: 'Découvrir',
      title: 'Le magazine Fotowerk',
      intro:
        'Dans notre magazine, nous partageons ce qui nous enthousiasme à l’atelier : des idées de textes pour les invitations, des conseils pour la photo de famille parfaite et de l’inspiration pour des livres photo qu’on ouvre encore et encore.',
      featuredHeadline: 'Très apprécié en ce moment',
      feedHeadline: 'Derniers modèles',
      topicsHeadline: 'Thèmes',
    },
  },
  posters: {
    home: {
      name: 'Accueil',
      path: 'home',
      metaTitle: 'Tableaux à partir de vos photos – toile, plexiglas, posters | Wandwerk',
      metaDescription:
        'Faites imprimer vos photos en tableau : posters, toiles, plexiglas, aluminium, verre et papiers peints photo en qualité galerie.',
      headline: 'Votre mur. Votre image.',
      subline: 'Vos photos en poster, sur toile, sur plexiglas et plus encore – en qualité galerie.',
      cta: 'Créer un tableau',
      label: 'Best-seller',
      title: 'Des tableaux à partir de vos photos',
      intro:
        'Une photo au mur change une pièce. Chez Wandwerk, vous choisissez le matériau qui convient à votre image et à votre intérieur – du poster léger au plexiglas plein de profondeur.\n\nImportez votre photo, choisissez le format et visualisez le résultat dans l’aperçu.',
      productsHeadline: 'Nos best-sellers',
      secondHeadline: 'Déco murale premium',
      uspHeadline: 'Pourquoi Wandwerk',
      feedHeadline: 'Nouveau sur nos murs',
      outro:
        'Vous hésitez sur le matériau ? Notre [aide](hilfe) vous conseille sur les matériaux et les formats.',
    },
    products: {
      posterdruck: {
        name: 'Posters',
        path: 'impression-poster',
        tile: 'Grand format, léger et abordable',
        metaTitle: 'Impression poster – votre photo en poster | Wandwerk',
        metaDescription:
          'Imprimez votre photo en poster : mat, satiné ou brillant, du A4 au 100 × 150 cm, avec cadre ou porte-affiche si vous le souhaitez.',
        headline: 'Voyez grand',
        subline: 'Votre photo en poster – jusqu’à 100 × 150 cm.',
        cta: 'Créer un poster',
        title: 'Impression poster avec votre photo',
        intro:
          'Le poster est le moyen le plus rapide d’avoir une grande image au mur. Nous imprimons sur un papier poster épais avec des encres résistantes à la lumière – pour des couleurs intenses et des détails fins.\n\nPour les amateurs d’art, découvrez le [poster fine art](posterdruck/fine-art) sur papier Hahnemühle.',
        highlights: [
          ['Jusqu’à 100 × 150 cm', 'Et tous les formats intermédiaires'],
          ['Trois finitions', 'Mat, satiné ou brillant'],
          ['Expédition sûre', 'Roulé dans un tube solide'],
        ],
        sections: {
          papiere: [
            'Papiers poster',
            'Mat pour des images calmes et sans reflets, satiné comme choix universel et brillant pour un éclat maximal.',
          ],
          aufhaengung: [
            'Accrochage',
            'Avec des porte-affiches en bois, votre poster s’accroche sans cadre – ou optez directement pour un [tableau encadré](bilder-mit-rahmen).',
          ],
        },
        tip: 'Les images avec beaucoup de ciel ou d’eau sont particulièrement apaisantes sur papier mat.',
        faq: [
          [
            'Mon poster sera-t-il plié ?',
            'Non, nous expédions toujours les posters roulés dans un tube solide.',
          ],
          [
            'De quelle résolution ai-je besoin ?',
            'Environ 6 mégapixels suffisent pour un A2 ; l’aperçu vous prévient si cela devient juste.',
          ],
        ],
      },
      fineArt: {
        name: 'Poster fine art',
        path: 'impression-poster/fine-art',
        tile: 'Sur papier Hahnemühle, qualité musée',
        metaTitle: 'Posters fine art sur papier Hahnemühle | Wandwerk',
        metaDescription:
          'Impression fine art sur Hahnemühle Photo Rag : surface veloutée, noirs profonds et qualité musée pour vos photos.',
        headline: 'La qualité musée pour votre photo',
        subline: 'Imprimé sur Hahnemühle Photo Rag – velouté, mat, durable.',
        cta: 'Créer un poster fine art',
        title: 'Poster fine art',
        intro:
          'Pour les photos qui méritent d’être traitées comme des œuvres d’art : nous imprimons avec des encres pigmentaires sur Hahnemühle Photo Rag, un papier coton sans acide au toucher velouté.\n\nLe résultat offre des noirs profonds, des dégradés subtils et, bien conservé, traverse les générations.',
        highlights: [
          ['Hahnemühle Photo Rag', '308 g/m², 100 % coton'],
          ['Encres pigmentaires', 'Durables et résistantes à la lumière'],
          ['Bord blanc', 'Idéal pour l’encadrement'],
        ],
        sections: {
          papier: [
            'Le papier',
            'Le Hahnemühle Photo Rag est sans acide, mat et légèrement texturé – le choix de nombreux musées et galeries.',
          ],
          druck: [
            'L’impression',
            'Douze encres pigmentaires offrent un large gamut et des gris particulièrement neutres.',
          ],
        },
        tip: 'Les photos en noir et blanc gagnent une profondeur particulière sur papier fine art.',
        faq: [
          [
            'Le papier est-il fragile ?',
            'La surface mate ne doit pas être touchée ; le mieux est d’encadrer le poster.',
          ],
          ['Puis-je choisir un bord blanc ?', 'Oui, un bord de 2 ou 5 cm est possible.'],
        ],
      },
      leinwanddruck: {
        name: 'Toile',
        path: 'impression-sur-toile',
        tile: 'Le classique au charme de la peinture',
        metaTitle: 'Impression sur toile qualité galerie | Wandwerk',
        metaDescription:
          'Votre photo sur toile : tendue à la main sur châssis en bois, 2 ou 4 cm d’épaisseur, en caisse américaine et jusqu’à 150 cm.',
        headline: 'La toile en qualité galerie',
        subline: 'Tendue à la main, résistante à la lumière et jusqu’à 150 cm.',
        cta: 'Créer une toile',
        title: 'Impression sur toile',
        intro:
          'Nos toiles sont imprimées sur une toile mélangée finement texturée et tendues à la main sur un châssis en bois certifié FSC.\n\nDans une caisse américaine, la toile semble flotter dans son cadre.',
        highlights: [
          ['Fait main', 'Chaque toile tendue individuellement'],
          ['Jusqu’à 150 cm', 'Aussi panoramique et carré'],
          ['Bois FSC', 'Châssis issus de forêts gérées durablement'],
        ],
        sections: {
          keilrahmen: ['Châssis', '2 cm pour une allure fine, 4 cm pour un effet affirmé en relief.'],
          schattenfugenrahmen: [
            'Caisse américaine',
            'Le cadre noir, blanc ou chêne laisse un fin espace et donne à la toile l’élégance d’une galerie.',
          ],
          kante: [
            'Bords',
            'Miroir, en couleur ou avec le motif qui se prolonge – vous choisissez l’aspect des côtés.',
          ],
        },
        tip: 'Pour une grande toile au-dessus du canapé, environ deux tiers de la largeur du canapé donnent le meilleur équilibre.',
        faq: [
          [
            'Comment accrocher la toile ?',
            'L’attache est pré-montée ; à partir de 100 cm, nous en fournissons deux.',
          ],
          ['Comment nettoyer la toile ?', 'Retirez la poussière avec un chiffon doux et sec.'],
        ],
      },
      bilderMitRahmen: {
        name: 'Tableaux encadrés',
        path: 'tableaux-encadres',
        tile: 'Encadré en bois ou en aluminium',
        metaTitle: 'Faire encadrer sa photo | Wandwerk',
        metaDescription:
          'Votre photo prête à accrocher : cadres en bois et aluminium, passe-partout et verre musée – jusqu’à 100 × 70 cm.',
        headline: 'Encadré comme en galerie',
        subline: 'Cadres en bois et en aluminium, passe-partout et verre musée.',
        cta: 'Créer un tableau encadré',
        title: 'Tableaux encadrés',
        intro:
          'Nous imprimons votre photo, découpons le passe-partout et plaçons le tout dans le cadre de votre choix. Pour les images les plus précieuses, optez pour le verre musée antireflet.',
        highlights: [
          ['Cadre au choix', 'Bois ou aluminium, trois couleurs'],
          ['Verre musée', 'Antireflet et anti-UV'],
          ['Prêt à accrocher', 'Avec système d’accrochage'],
        ],
        sections: {
          holzrahmen: [
            'Cadre en bois',
            'Baguettes massives noires, blanches ou chêne naturel – chaleureuses et intemporelles.',
          ],
          alurahmen: [
            'Cadre en aluminium',
            'Des profils fins argent ou noirs pour un style moderne et graphique.',
          ],
          passepartout: ['Passe-partout', 'Blanc ou crème, 3 cm de large, avec un biseau net.'],
          museumsglas: [
            'Verre musée',
            'Un verre antireflet presque invisible, avec protection UV – pour des images qui doivent rester éclatantes longtemps.',
          ],
        },
        tip: 'Un passe-partout sublime même les petites photos dans de grands cadres.',
        faq: [
          [
            'Quel verre est fourni par défaut ?',
            'Le verre acrylique incassable est standard ; le verre musée est en option.',
          ],
          [
            'Puis-je commander seulement le cadre ?',
            'Non, nos cadres sont uniquement vendus avec votre impression.',
          ],
        ],
      },
      acrylglas: {
        name: 'Plexiglas',
        path: 'impression-sur-plexiglas',
        tile: 'Des couleurs éclatantes avec profondeur',
        metaTitle: 'Impression photo sur plexiglas | Wandwerk',
        metaDescription:
          'Votre photo sous plexiglas : couleurs éclatantes, profondeur et style moderne – 2, 4 ou 6 mm, avec accrochage invisible.',
        headline: 'Des couleurs qui rayonnent',
        subline: 'Votre photo sous plexiglas – éclatante et pleine de profondeur.',
        cta: 'Créer un plexiglas',
        title: 'Photo sur plexiglas',
        intro:
          'Sous plexiglas, les couleurs gagnent une luminosité qu’aucun papier n’atteint. Nous contrecollons votre tirage sur le plexiglas et le renforçons avec un panneau arrière en aluminium composite.\n\nL’accrochage invisible fait flotter l’image devant le mur.',
        highlights: [
          ['Éclatant', 'Des couleurs avec profondeur'],
          ['Flottant', 'Accrochage invisible'],
          ['Jusqu’à 6 mm', 'Pour un relief particulièrement marqué'],
        ],
        sections: {
          staerke: [
            'Épaisseurs',
            '2 mm pour un rendu léger et moderne, 4 mm le classique, 6 mm pour une profondeur maximale.',
          ],
          schattenfugenrahmen: [
            'Plexiglas encadré',
            'Dans une caisse américaine en aluminium, le plexiglas devient une pièce maîtresse au caractère de galerie.',
          ],
        },
        tip: 'Le plexiglas reflète légèrement – évitez de l’accrocher juste en face d’une fenêtre.',
        faq: [
          [
            'Comment nettoyer le plexiglas ?',
            'Avec un chiffon microfibre doux et un peu d’eau, sans produit abrasif.',
          ],
          [
            'Le plexiglas est-il incassable ?',
            'Oui, il est bien plus résistant aux chocs et plus léger que le verre.',
          ],
        ],
      },
      aluDibond: {
        name: 'Aluminium',
        path: 'impression-sur-aluminium',
        tile: 'Moderne, mat et rigide',
        metaTitle: 'Impression photo sur aluminium (Dibond) | Wandwerk',
        metaDescription:
          'Votre photo sur aluminium composite : mat, rigide et moderne – sur aluminium blanc ou brossé, encadré aussi.',
        headline: 'Moderne et mat',
        subline: 'Votre photo imprimée directement sur aluminium – rigide et sans reflets.',
        cta: 'Créer un aluminium',
        title: 'Photo sur aluminium',
        intro:
          'L’Alu-Dibond est un panneau composite de deux couches d’aluminium autour d’un cœur en plastique : léger, parfaitement rigide et avec une surface mate sans reflets.\n\nSur aluminium brossé, les zones claires de l’image prennent un éclat métallique – idéal pour l’architecture et la technique.',
        highlights: [
          ['Sans reflets', 'Surface mate'],
          ['Rigide', 'Ne se déforme pas'],
          ['Option brossée', 'Avec reflet métallique'],
        ],
        sections: {
          gebuerstet: [
            'Aluminium brossé',
            'Les zones blanches de l’image laissent apparaître le métal brossé et créent un bel éclat.',
          ],
          schattenfugenrahmen: [
            'Aluminium encadré',
            'La caisse américaine noire, blanche ou chêne met élégamment le panneau en valeur.',
          ],
        },
        tip: 'L’aluminium est idéal pour les pièces très lumineuses, car rien ne s’y reflète.',
        faq: [
          [
            'Puis-je l’accrocher dans la cuisine ?',
            'Oui, la surface est résistante et se nettoie facilement.',
          ],
          ['Comment est-il accroché ?', 'Avec un rail en aluminium collé au dos qui décolle l’image du mur.'],
        ],
      },
      echtglas: {
        name: 'Verre',
        path: 'impression-sur-verre',
        tile: 'Un verre élégant pour des images d’exception',
        metaTitle: 'Impression photo sous verre | Wandwerk',
        metaDescription:
          'Votre photo sous vrai verre : résistante aux rayures, très brillante et d’une belle profondeur – montée sur entretoises.',
        headline: 'Du vrai verre, une vraie profondeur',
        subline: 'Votre photo sous verre résistant aux rayures – montée sur entretoises.',
        cta: 'Créer un tableau en verre',
        title: 'Photo sous verre',
        intro:
          'Le verre est la façon la plus noble de présenter une photo : il résiste aux rayures, reste neutre en couleur et donne à l’image une profondeur qu’on voit et qu’on ressent.\n\nQuatre entretoises en acier inoxydable maintiennent le tableau à distance du mur.',
        highlights: [
          ['Résistant aux rayures', 'Un verre dur et durable'],
          ['Neutre en couleur', 'Verre extra-blanc sans reflet vert'],
          ['Entretoises inox', 'Un montage flottant'],
        ],
        sections: {
          glas: ['Le verre', 'Verre extra-blanc de 4 mm aux bords polis.'],
          aufhaengung: ['Montage', 'Quatre entretoises en inox et un gabarit de perçage sont fournis.'],
        },
        tip: 'Le verre est plus lourd que le plexiglas – vérifiez que votre mur convient avant l’accrochage.',
        faq: [
          ['Combien pèse un tableau en verre ?', 'Environ 10 kg par mètre carré.'],
          [
            'Le verre peut-il se briser ?',
            'Nous utilisons du verre de sécurité, qui ne casse que dans de rares cas.',
          ],
        ],
      },
      fototapete: {
        name: 'Papier peint photo',
        path: 'papier-peint-photo',
        tile: 'Votre photo sur tout un mur',
        metaTitle: 'Papier peint photo personnalisé | Wandwerk',
        metaDescription:
          'Votre papier peint photo : imprimé sur intissé, aux dimensions exactes de votre mur et livré en lés – pour le salon, la chambre d’enfant ou le bureau.',
        headline: 'Un mur plein de souvenirs',
        subline: 'Votre photo en papier peint – imprimée aux dimensions de votre mur.',
        cta: 'Créer un papier peint',
        title: 'Papier peint photo avec votre image',
        intro:
          'Avec un papier peint photo, une image devient un espace. Indiquez les dimensions de votre mur, choisissez le cadrage et nous imprimons le papier peint en lés adaptés sur un intissé résistant.',
        highlights: [
          ['Sur mesure', 'Exactement pour votre mur'],
          ['Papier peint intissé', 'Facile à poser et à retirer'],
          ['Lés numérotés', 'Pas de casse-tête à la pose'],
        ],
        sections: {
          material: ['Matériau', 'Intissé résistant à surface mate, difficilement inflammable et respirant.'],
          anbringen: [
            'Pose',
            'Encollez le mur, posez le lé, lissez – les lés sont numérotés et ne se chevauchent pas.',
          ],
        },
        tip: 'Les paysages et les textures fonctionnent particulièrement bien en papier peint, car ils n’ont pas besoin d’un point central.',
        faq: [
          [
            'De quelle résolution ai-je besoin ?',
            'Pour un mur entier, nous recommandons au moins 20 mégapixels.',
          ],
          ['La colle est-elle fournie ?', 'Oui, une colle adaptée est jointe à chaque commande.'],
        ],
      },
    },
    magazine: {
      name: 'Magazine',
      path: 'magazin',
      metaTitle: 'Magazine – des idées pour vos murs | Wandwerk',
      metaDescription:
        'Idées déco, conseils sur les matériaux et les formats et tutoriels pour un mur de cadres réussi.',
      headline: 'Des idées pour vos murs',
      subline: 'Conseils déco, matériaux expliqués et tutoriels pour votre mur de cadres.',
      cta: 'S’inspirer',
      title: 'Le magazine Wandwerk',
      intro:
        'Quel matériau pour quelle image ? Comment accrocher un mur de cadres sans trouer tout le mur ? Dans notre magazine, nous partageons ce que nous avons appris de milliers de tableaux.',
      featuredHeadline: 'Les matériaux comparés',
      feedHeadline: 'Tout juste accrochés',
      topicsHeadline: 'Thèmes',
    },
  },
  help: (brand) => ({
    name: 'Aide & contact',
    path: 'aide',
    metaTitle: `Aide & contact | ${brand}`,
    metaDescription: `Réponses sur la commande, la livraison et les retours chez ${brand} – et comment joindre notre service client.`,
    title: 'Comment pouvons-nous vous aider ?',
    body: `Vous trouverez ici les réponses aux questions les plus fréquentes sur votre commande chez ${brand}. Vous ne trouvez pas ce que vous cherchez ? Écrivez-nous – nous répondons généralement sous un jour ouvré.`,
    shippingTitle: 'Livraison & délais',
    shipping:
      'Nous produisons chaque commande individuellement pour vous. La plupart des produits quittent notre atelier d’impression en deux à quatre jours ouvrés ; les grands formats peuvent prendre un peu plus de temps. Dès que votre colis est en route, vous recevez un e-mail avec le suivi.',
    withdrawalTitle: 'Droit de rétractation',
    withdrawal:
      'Les produits personnalisés sont exclus du droit de rétractation, car ils sont fabriqués selon vos indications. Si un article est endommagé ou ne correspond pas à vos attentes, contactez-nous malgré tout : avec notre garantie satisfaction, nous réimprimons ou remboursons.',
    promisesTitle: 'Nos engagements',
    promises:
      "Ce que promettent les trois marques du pied de page – ce sont nos propres engagements, pas des labels de tiers. **Garantie satisfaction :** si un produit arrive abîmé ou mal imprimé, nous le réimprimons ou le remboursons sous 30 jours. **Paiement sécurisé :** chaque page est chiffrée (HTTPS) ; les données de carte ne vont qu'à notre prestataire de paiement, jamais à notre boutique. **Imprimé en Allemagne :** chaque commande est produite dans notre imprimerie en Allemagne.",
    contactTitle: 'Contact',
    contact: `Vous pouvez nous écrire à [service@${brand.toLowerCase()}.example](mailto:service@${brand.toLowerCase()}.example) ou nous appeler du lundi au vendredi, de 8 h à 18 h.`,
    hotline: 'Téléphone : {{hotline}}',
  }),
  error: (brand) => ({
    name: 'Page d’erreur',
    path: 'error',
    metaTitle: `Page introuvable | ${brand}`,
    metaDescription: 'Une faute de frappe s’est peut-être glissée dans l’adresse, ou la page a été déplacée.',
    title: 'Cette page n’existe pas (ou plus)',
    body: 'Une faute de frappe s’est peut-être glissée dans l’adresse, ou la page a été déplacée.\n\nVoici nos produits les plus populaires – ou revenez à la [page d’accueil](home).',
    suggestions: 'Vous cherchez peut-être …',
  }),
  photoboxAliasName: 'Boîte à images',
  legal: {
    imprint: (brand) => ({
      name: 'Mentions légales',
      path: 'mentions-legales',
      metaTitle: `Mentions légales | ${brand}`,
      metaDescription: `Mentions légales de ${brand}, une marque de Werkdruck GmbH.`,
      title: 'Mentions légales',
      body: `## Éditeur\n${brand} est une marque de Werkdruck GmbH, Musterstraße 12, 50667 Cologne, Allemagne.\n\n## Représentée par\nLa direction : Anna Beispiel et Jonas Muster.\n\n## Contact\nTéléphone : +49 221 123 456 70\nE-mail : [service@${brand.toLowerCase()}.example](mailto:service@${brand.toLowerCase()}.example)\n\n## Registre du commerce\nTribunal d’instance de Cologne, HRB 000000. Numéro de TVA intracommunautaire : DE000000000.\n\n## Règlement des litiges\nNous ne sommes ni tenus ni disposés à participer à une procédure de règlement des litiges devant un organisme de médiation de la consommation.`,
    }),
    privacy: (brand) => ({
      name: 'Confidentialité',
      path: 'confidentialite',
      metaTitle: `Politique de confidentialité | ${brand}`,
      metaDescription: `Comment ${brand} traite vos données et quels sont vos droits.`,
      title: 'Politique de confidentialité',
      body: `## Responsable du traitement\nLe responsable du traitement de vos données est Werkdruck GmbH, Musterstraße 12, 50667 Cologne, Allemagne. Vous pouvez joindre notre délégué à la protection des données à l’adresse [privacy@${brand.toLowerCase()}.example](mailto:privacy@${brand.toLowerCase()}.example).\n\n## Quelles données nous traitons\n- les données de commande comme le nom, l’adresse et l’e-mail, pour exécuter votre commande\n- les photos importées, uniquement pour fabriquer vos produits\n- les données techniques de navigation, pour exploiter le site en toute sécurité\n\n## Photos\nNous utilisons vos photos uniquement pour votre commande. Vous pouvez supprimer à tout moment les projets de votre compte client.\n\n## Cookies\nNous utilisons les cookies nécessaires au fonctionnement du panier et de la connexion. Tous les autres cookies uniquement avec votre consentement.\n\n## Vos droits\nVous disposez d’un droit d’accès, de rectification, d’effacement, de limitation du traitement, de portabilité et d’opposition, ainsi que du droit d’introduire une réclamation auprès d’une autorité de contrôle.`,
    }),
    terms: (brand) => ({
      name: 'CGV',
      path: 'cgv',
      metaTitle: `Conditions générales de vente | ${brand}`,
      metaDescription: `Les conditions générales de vente pour les commandes passées chez ${brand}.`,
      title: 'Conditions générales de vente',
      body: `## 1. Champ d’application\nLes présentes conditions s’appliquent à toutes les commandes passées chez ${brand}, une marque de Werkdruck GmbH.\n\n## 2. Conclusion du contrat\nLa présentation des produits ne constitue pas une offre ferme. En validant votre commande, vous faites une offre que nous acceptons par la confirmation de commande.\n\n## 3. Prix et livraison\nTous les prix incluent la TVA légale. Les frais de livraison sont indiqués avant la validation de la commande.\n\n## 4. Produits personnalisés\nChaque produit étant fabriqué selon vos indications, le droit de rétractation ne s’applique pas. Vous êtes responsable des contenus importés ; ils ne doivent pas porter atteinte aux droits de tiers.\n\n## 5. Garantie\nLa garantie légale s’applique. Nous offrons en plus notre garantie satisfaction.\n\n## 6. Dispositions finales\nLe droit allemand s’applique, à l’exclusion de la Convention des Nations unies sur les contrats de vente internationale de marchandises, sous réserve des dispositions impératives de protection des consommateurs.`,
    }),
  },
};
