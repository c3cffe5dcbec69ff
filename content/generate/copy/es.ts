/** Spanish copy ("tú", as Spanish photo shops address their customers). */
import type { Dictionary } from './types';

export const es: Dictionary = {
  toolbox: {
    overview: {
      name: 'Herramientas de foto',
      path: 'herramientas-foto',
      metaTitle: 'Herramientas de foto: convertir, optimizar, PDF, resolución',
      metaDescription:
        'Herramientas gratuitas para tus fotos: convierte archivos, reduce fotos, reúne fotos en un PDF y comprueba la resolución de impresión.',
      title: 'Herramientas de foto',
      body: 'Antes de pedir, prepara tus fotos. Todas las herramientas son gratuitas y tus archivos se borran al poco tiempo.',
      toolsHeadline: 'Nuestras herramientas',
    },
    tools: {
      'convert-file': {
        name: 'Convertir un archivo',
        path: 'herramientas-foto/convertir-archivo',
        metaTitle: 'Convertir una imagen: JPEG, PNG, WebP, TIFF, AVIF',
        metaDescription: 'Convierte tu foto en JPEG, PNG, WebP, TIFF o AVIF, gratis y sin cuenta.',
        title: 'Convertir un archivo',
        body: 'Suelta tu foto en el recuadro, elige el formato y descarga el resultado. El perfil de color y los datos de la cámara se conservan.',
      },
      'optimize-image': {
        name: 'Optimizar una foto',
        path: 'herramientas-foto/optimizar-foto',
        metaTitle: 'Reducir y optimizar una foto',
        metaDescription:
          'Reduce tu foto a una medida o un peso. Los datos de ubicación se eliminan, el perfil de color se mantiene.',
        title: 'Optimizar una foto',
        body: '¿Demasiado grande para subirla? Indica un lado máximo o un peso máximo. Los datos de ubicación y de la cámara se eliminan, el perfil de color se conserva.',
      },
      'convert-pdf': {
        name: 'Fotos a PDF',
        path: 'herramientas-foto/crear-pdf',
        metaTitle: 'Reunir varias fotos en un PDF',
        metaDescription: 'Reúne varias fotos en un PDF, una página por foto.',
        title: 'Fotos a PDF',
        body: 'Elige varias fotos: cada una tiene su propia página, vertical u horizontal como la foto.',
      },
      'print-advice': {
        name: 'Comprobar la resolución de impresión',
        path: 'herramientas-foto/resolucion-impresion',
        metaTitle: 'Resolución de impresión: ¿hasta qué tamaño se imprime nítida mi foto?',
        metaDescription:
          'Sube tu foto y descubre hasta qué formato se imprime nítida en lienzo, póster y más.',
        title: 'Comprobar la resolución de impresión',
        body: 'Sube tu foto y descubre para cada producto hasta qué formato se imprime nítida. Desde 150 ppp es nítida, entre 100 y 150 ppp todavía aceptable.',
      },
    },
    moreTools: 'Más herramientas',
  },
  global: {
    header: { service: 'Ayuda y contacto', magazine: 'Revista', account: 'Mi cuenta', cart: 'Cesta' },
    footer: {
      about: 'Sobre nosotros',
      service: 'Atención al cliente',
      shipping: 'Envío y plazos de entrega',
      withdrawal: 'Derecho de desistimiento',
      contact: 'Contacto',
      apps: 'Nuestras apps',
      appsText: 'Crea estés donde estés con nuestra app para iOS y Android.',
      appStoreAlt: 'Descárgalo en el App Store',
      googlePlayAlt: 'Disponible en Google Play',
      awards: 'Puedes confiar en nosotros',
      awardAlts: ['Garantía de satisfacción', 'Pago seguro', 'Impreso en Alemania'],
      social: 'Síguenos',
      international: 'Internacional',
      languages: 'Idioma',
      newsletterTitle: 'Newsletter',
      newsletterButton: 'Suscribirme',
      newsletterPrivacy:
        'Puedes darte de baja en cualquier momento. Más información en nuestra política de privacidad.',
      copyright: '© Werkdruck GmbH',
    },
    countries: {
      de: 'Alemania',
      at: 'Austria',
      ch: 'Suiza',
      li: 'Liechtenstein',
      lu: 'Luxemburgo',
      be: 'Bélgica',
      fr: 'Francia',
      it: 'Italia',
      es: 'España',
      nl: 'Países Bajos',
      gb: 'Reino Unido',
      us: 'Estados Unidos',
    },
    nav: {
      cards: 'Tarjetas',
      photobook: 'Álbumes de fotos',
      calendar: 'Calendarios',
      collage: 'Collages',
      wallArt: 'Cuadros',
      frames: 'Marcos',
      occasions: 'Ocasiones',
      giftIdeas: 'Combina con',
      more: 'Descubre más',
      allCards: 'Todas las tarjetas',
      categories: 'Tipos de álbum',
      formats: 'Formatos',
      startWithoutDesign: 'Empezar sin plantilla',
      photobookAssistant: 'Asistente de álbum',
      allPhotobooks: 'Todos los álbumes',
      calendarTypes: 'Tipos de calendario',
      collageTypes: 'Tipos de collage',
      withMultipleImages: 'Collage con muchas fotos',
      framePoster: 'Pósters con marco',
      frameCanvas: 'Lienzo',
      framePlate: 'Paneles',
      frameColours: 'Colores de marco',
      frameExtras: 'Extras',
      allFrames: 'Todos los marcos',
      colourBlack: 'Negro',
      colourWhite: 'Blanco',
      colourOak: 'Roble natural',
      bestseller: 'Más vendidos',
      premium: 'Cuadros premium',
      additional: 'Otros productos',
      accessories: 'Accesorios',
      formatSquare: 'Cuadrado',
      formatLandscape: 'Horizontal',
      formatPortrait: 'Vertical',
    },
    cards: {
      logoAlt: 'Fotowerk – ir a la página de inicio',
      actionBar: 'Novedad: tarjetas con acabado en oro, plata y oro rosa',
      about:
        'Desde 2011 imprimimos tus fotos más bonitas en tarjetas, álbumes, calendarios y collages, con mimo por los detalles y en papeles cuidadosamente elegidos.',
      seoText:
        'Diseña online tarjetas, álbumes de fotos y calendarios: sube tus fotos, elige un diseño y lo imprimimos todo con la mejor calidad. Invitaciones de boda, tarjetas de nacimiento, calendarios o collages: en Fotowerk encuentras el producto ideal para cada ocasión.',
      newsletterText:
        'Nuevos diseños, ideas para cada ocasión y ofertas exclusivas directamente en tu correo.',
      serviceText: 'Estamos a tu disposición de lunes a viernes, de 8 a 18 h.',
    },
    posters: {
      logoAlt: 'Wandwerk – ir a la página de inicio',
      actionBar: 'Novedad: pósters fine art en papel Hahnemühle',
      about:
        'Wandwerk convierte tus fotos en cuadros con calidad de galería: en lienzo, metacrilato, aluminio, cristal o como póster con marco.',
      seoText:
        'Imprime tus fotos como cuadros: en Wandwerk diseñas pósters, lienzos, cuadros en metacrilato y aluminio, impresiones en cristal y fotomurales en el tamaño que quieras. Imprimimos con tintas resistentes a la luz y embalamos cada cuadro con cuidado.',
      newsletterText: 'Ideas de decoración, nuevos materiales y ofertas para tus paredes, una vez al mes.',
      serviceText: 'Nuestros asesores de cuadros te atienden de lunes a viernes, de 8 a 18 h.',
    },
  },
  common: {
    formatsHeadline: 'Tamaños y precios',
    faqHeadline: 'Preguntas frecuentes',
    relatedHeadline: 'También te puede gustar',
    tipHeadline: 'Nuestro consejo',
    highlightsHeadline: 'Por qué merece la pena',
    customerPictures: 'En casa de nuestros clientes',
    customerPicturesText:
      'Fotos reales de hogares reales, compartidas por personas que han pedido con nosotros.',
    framesHeadline: 'Nuestros marcos',
    accessoriesHeadline: 'Los accesorios de un vistazo',
    labels: { new: 'Novedad', bestseller: 'Más vendido', premium: 'Premium' },
    usps: {
      cards: [
        ['Desde 2011', 'La experiencia de millones de fotos impresas'],
        ['Garantía de satisfacción', '¿No te convence? Lo reimprimimos o te devolvemos el dinero.'],
        ['Atención personal', 'Personas reales te ayudan por teléfono y correo.'],
      ],
      posters: [
        ['Calidad de galería', 'Tintas resistentes a la luz y colores fieles'],
        ['Embalaje seguro', 'Cada cuadro viaja en un embalaje a medida.'],
        ['Listo para colgar', 'Sistema de colgado incluido, sin maratones de herramientas.'],
      ],
    },
    occasionDesignsCta: 'Ver diseños',
    occasionIdeasHeadline: 'Ideas y textos',
    occasionRelatedHeadline: 'Para la misma ocasión',
    contactFormHeadline: 'Escríbenos',
  },
  cards: {
    home: {
      name: 'Inicio',
      path: 'home',
      metaTitle: 'Tarjetas, álbumes y calendarios con tus fotos | Fotowerk',
      metaDescription:
        'Diseña online tarjetas de felicitación, álbumes de fotos, calendarios y collages e imprímelos con la mejor calidad.',
      headline: 'Tus fotos. Impresas con mimo.',
      subline: 'Tarjetas, álbumes y calendarios para cada ocasión, diseñados en pocos minutos.',
      cta: 'Empezar a diseñar',
      label: 'Novedad',
      title: 'Regalos personales con tus fotos favoritas',
      intro:
        'Una invitación de boda, una tarjeta de agradecimiento por un nacimiento o un calendario para la familia: con nuestras plantillas creas en pocos pasos impresiones que salen del corazón.\n\nElige un diseño, sube tus fotos y ajusta textos y colores: la vista previa te muestra en todo momento cómo quedará.',
      productsHeadline: 'Productos favoritos',
      secondHeadline: 'Tarjetas para cada ocasión',
      uspHeadline: 'Por qué nos eligen nuestros clientes',
      feedHeadline: 'Novedades de nuestro taller',
      outro:
        'Cada producto se imprime bajo pedido y se envía con cuidado. ¿Tienes preguntas? Nuestro [servicio de atención al cliente](hilfe) te ayuda encantado.',
    },
    products: {
      karten: {
        name: 'Tarjetas de felicitación',
        path: 'tarjetas',
        tile: 'Para bodas, nacimientos, cumpleaños y más',
        metaTitle: 'Tarjetas de felicitación personalizadas con foto | Fotowerk',
        metaDescription:
          'Invitaciones, tarjetas de agradecimiento y felicitaciones con tus fotos: cientos de diseños, papeles de calidad y acabados en oro, plata y oro rosa.',
        headline: 'Tarjetas que se guardan',
        subline: 'Cientos de diseños para cada ocasión, con tus fotos y tus palabras.',
        cta: 'Descubrir tarjetas',
        title: 'Tarjetas de felicitación con tus fotos',
        intro:
          'Una tarjeta personal dice más que cualquier mensaje en el móvil. Elige entre cientos de diseños de nuestros grafistas, añade tus fotos y escribe tu texto: del save the date a la tarjeta de Navidad.\n\nPuedes pedir desde una sola tarjeta; en tiradas más grandes, cada tarjeta adicional cuesta menos.',
        highlights: [
          ['Papeles de calidad', 'Mate, brillo o con textura'],
          ['Acabados especiales', 'Oro, plata, oro rosa y barniz en relieve'],
          ['Desde 1 unidad', 'Incluso una sola tarjeta a buen precio'],
        ],
        sections: {
          klappkarten: [
            'Tarjetas dípticas',
            'Mucho espacio para fotos y palabras: una imagen por fuera y sitio por dentro para el programa, cómo llegar o unas líneas personales. Ideales para invitaciones y agradecimientos.',
          ],
          postkarten: [
            'Postales',
            'Una alegría rápida en el buzón: una foto por delante y espacio para saludos y dirección por detrás.',
          ],
          veredelung: [
            'Acabados',
            'El estampado en caliente en oro, plata u oro rosa hace brillar nombres y adornos. El barniz en relieve permite incluso sentir los detalles.',
          ],
        },
        tip: 'Pide primero una tarjeta de muestra: así ves el papel y los colores en la mano antes de imprimir toda la tirada.',
        faq: [
          [
            '¿Puedo pedir sobres?',
            'Sí. Tienes sobres a juego en muchos colores mientras diseñas y en nuestra página de [accesorios](zubehoer).',
          ],
          [
            '¿Cuándo llegarán mis tarjetas?',
            'Normalmente imprimimos las tarjetas en dos días laborables, a los que se suma el plazo de envío.',
          ],
        ],
      },
      fotobuch: {
        name: 'Álbum de fotos',
        path: 'libro-de-fotos',
        tile: 'Tus recuerdos, encuadernados para siempre',
        metaTitle: 'Crea tu álbum de fotos online – papel fotográfico e impresión digital | Fotowerk',
        metaDescription:
          'Diseña tu álbum de fotos con encuadernación layflat en papel fotográfico real o en impresión digital, con plantillas o libremente y en muchos formatos.',
        headline: 'Un libro lleno de momentos favoritos',
        subline: 'Vacaciones, boda o el primer año del bebé: cuenta tu historia en imágenes.',
        cta: 'Crear un álbum',
        title: 'Tu álbum de fotos',
        intro:
          'Un álbum de fotos saca tus mejores imágenes del móvil para hojearlas, regalarlas y redescubrirlas.\n\nElige entre el **álbum en papel fotográfico** con encuadernación layflat, el versátil **álbum digital** y el ligero **cuaderno de fotos**.',
        highlights: [
          ['Encuadernación layflat', 'Panorámicas a doble página sin pliegue'],
          ['Muchos formatos', 'De A5 a 30 × 30 cm'],
          ['Plantillas o libre', 'Con nuestros diseños o a tu manera'],
        ],
        sections: {
          echtfotobuch: [
            'Álbum en papel fotográfico',
            'Revelado en papel fotográfico real con encuadernación layflat: las páginas quedan planas, los colores brillan y las panorámicas cruzan la doble página sin pliegue.',
          ],
          digitalfotobuch: [
            'Álbum digital',
            'Impresión digital en papel mate o brillo, con tapa dura o blanda. La opción flexible para álbumes de viaje gruesos.',
          ],
          fotoheft: [
            'Cuaderno de fotos',
            'Ligero, fino y grapado: perfecto como libro de invitados, invitación para hojear o pequeño detalle de agradecimiento.',
          ],
          formate: [
            'Formatos',
            'Cuadrado en 20 × 20 y 30 × 30 cm, horizontal en A3, A4 o A5 y vertical en A4 o A5.',
          ],
          assistent: [
            'Asistente de álbum',
            '¿Poco tiempo? El asistente coloca tus fotos en las páginas automáticamente; tú solo das los últimos retoques.',
          ],
        },
        tip: 'Antes de subirlas, ordena tus fotos en carpetas por día o capítulo: el asistente rellenará las páginas en el orden correcto.',
        faq: [
          [
            '¿Cuántas páginas puede tener mi álbum?',
            'Entre 24 y 150 páginas, según el tipo de álbum. Puedes añadir o quitar páginas en cualquier momento.',
          ],
          [
            '¿Puedo seguir con mi proyecto más tarde?',
            'Sí, tus proyectos se guardan en tu cuenta de cliente.',
          ],
        ],
      },
      fotokalender: {
        name: 'Calendario de fotos',
        path: 'calendario-personalizado',
        tile: 'Doce meses de momentos favoritos',
        metaTitle: 'Calendario personalizado con fotos – de pared, de mesa y familiar | Fotowerk',
        metaDescription:
          'Calendarios con tus fotos: de pared, de mesa, planificadores familiares, de cocina y agendas, empezando en el mes que quieras.',
        headline: 'Cada mes una nueva foto favorita',
        subline: 'Calendarios de pared, de mesa y familiares, desde el mes que elijas.',
        cta: 'Crear un calendario',
        title: 'Calendarios de fotos para cada rincón',
        intro:
          'Un calendario de fotos es el regalo que alegra todo el año. Elige formato y tipo, añade una foto para cada mes y anota directamente los cumpleaños.\n\nTú decides el mes de inicio, así que no tiene por qué empezar en enero. Todos los diseños están en [todos los calendarios](alle-fotokalender).',
        highlights: [
          ['Mes de inicio libre', 'Empieza cuando quieras'],
          ['Cumpleaños incluidos', 'Nombres y fechas en el calendario'],
          ['Muchos formatos', 'De A6 a A3 y panorámico'],
        ],
        sections: {
          wandkalender: [
            'Calendario de pared',
            'El clásico en vertical u horizontal, de A4 a A3, con una foto grande y un calendario claro.',
          ],
          tischkalender: [
            'Calendario de mesa',
            'Sobre el escritorio o la estantería, con base o bloque de madera: pequeño en tamaño, grande en emoción.',
          ],
          familienplaner: [
            'Planificador familiar',
            'Con una columna para cada miembro de la familia, para que el fútbol, la reunión del colegio y el dentista no se mezclen.',
          ],
          kuechenkalender: [
            'Calendario de cocina',
            'Su formato estrecho cabe en cualquier pared de la cocina y deja sitio para la lista de la compra.',
          ],
          terminkalender: [
            'Calendario agenda',
            'Casillas amplias para todas tus citas y cada mes una foto que alegra el día.',
          ],
        },
        tip: 'El calendario de fotos es un regalo de Navidad muy querido: pídelo antes de mediados de diciembre para que llegue a tiempo.',
        faq: [
          [
            '¿Puedo mostrar los festivos?',
            'Sí, los festivos de tu país se añaden automáticamente; también puedes ocultarlos.',
          ],
          ['¿Qué papel usáis?', 'Un papel estucado mate y resistente, sobre el que se escribe fácilmente.'],
        ],
      },
      fotocollage: {
        name: 'Collage de fotos',
        path: 'collage-de-fotos',
        tile: 'Muchas fotos, un solo cuadro',
        metaTitle: 'Crea un collage de fotos – en lienzo, póster o con marco | Fotowerk',
        metaDescription:
          'Crea un collage con hasta 50 fotos: en lienzo, como póster o con marco, con diseños listos o a tu aire.',
        headline: 'Un año, un viaje, una pared',
        subline: 'Reúne muchas fotos en un solo cuadro: en lienzo, como póster o con marco.',
        cta: 'Crear un collage',
        title: 'Collage con tus fotos',
        intro:
          'Algunas historias no caben en una sola foto. Un collage reúne lo mejor de un viaje, de un año o de toda una vida en un solo cuadro.\n\nElige una plantilla de 2 a 50 fotos o colócalas libremente.',
        highlights: [
          ['Hasta 50 fotos', 'Plantillas para cada cantidad'],
          ['Tres materiales', 'Lienzo, póster o con marco'],
          ['Con texto', 'Nombres, fechas y frases'],
        ],
        sections: {
          'leinwand-collage': [
            'Collage en lienzo',
            'Montado en bastidor y listo para colgar: su superficie mate y cálida realza cada foto.',
          ],
          'poster-collage': [
            'Collage en póster',
            'La opción económica para tamaños grandes, en papel póster mate o brillo.',
          ],
          'collage-mit-rahmen': [
            'Collage con marco',
            'En un marco de madera negro con paspartú blanco: un regalo listo para la pared.',
          ],
        },
        tip: 'Para un resultado armonioso, elige fotos de colores parecidos o pásalas todas a blanco y negro.',
        faq: [
          [
            '¿Qué resolución deben tener mis fotos?',
            'Las fotos del móvil bastan para la mayoría de collages. Si una imagen es demasiado pequeña, la vista previa te avisa.',
          ],
          [
            '¿Puedo añadir texto?',
            'Sí, los cuadros de texto para nombres, fechas y frases se colocan libremente.',
          ],
        ],
      },
      fotobox: {
        name: 'Caja de fotos',
        path: 'caja-de-foto',
        tile: 'Tus copias en una caja bonita',
        metaTitle: 'Crea una caja de fotos con copias | Fotowerk',
        metaDescription:
          'La caja de fotos: hasta 100 copias en una caja resistente con tu foto en la tapa, un regalo para tocar.',
        headline: 'Recuerdos para tocar',
        subline: 'Hasta 100 copias en una caja con tu foto favorita en la tapa.',
        cta: 'Crear una caja de fotos',
        title: 'La caja de fotos',
        intro:
          'Fotos para pasar de mano en mano, colgar y regalar: la caja guarda tus copias en un estuche resistente con cierre magnético.\n\nPersonaliza la tapa con una foto y un título, y la propia caja se convierte en regalo.',
        highlights: [
          ['Hasta 100 copias', 'Pequeñas o en tamaño MAX'],
          ['Tapa personalizada', 'Con foto y título'],
          ['Cierre magnético', 'Resistente y reutilizable'],
        ],
        sections: {
          inhalt: [
            'Qué cabe en la caja',
            'La caja pequeña admite copias de 10 × 10 o 10 × 13 cm; la grande (MAX), copias de hasta 13 × 18 cm.',
          ],
          papier: ['Papeles', 'Elige entre mate, brillo y papel fine art Hahnemühle de tacto aterciopelado.'],
        },
        tip: 'Una caja con las fotos del primer año del bebé es un regalo maravilloso para los abuelos.',
        faq: [
          ['¿Puedo pedir la caja sin fotos?', 'La caja solo está disponible junto con tus copias.'],
          [
            '¿Cuántas fotos tengo que subir?',
            'Al menos diez. Si quedan huecos, puedes imprimir algunas imágenes varias veces.',
          ],
        ],
      },
      fotoabzuege: {
        name: 'Revelado de fotos',
        path: 'revelado-de-fotos',
        tile: 'Copias clásicas con calidad de laboratorio',
        metaTitle: 'Revelado de fotos online – mate, brillo y fine art | Fotowerk',
        metaDescription:
          'Copias de fotos con calidad de laboratorio: de 9 × 13 a 20 × 30 cm, en papel mate, brillo o Hahnemühle.',
        headline: 'Tus fotos en tus manos',
        subline: 'Copias con calidad de laboratorio, del clásico 10 × 15 al gran formato.',
        cta: 'Pedir copias',
        title: 'Revelado de fotos con calidad de laboratorio',
        intro:
          'Para el álbum, la nevera o para regalar: nuestras copias se revelan en papel fotográfico real y conservan sus colores durante décadas.\n\nSube todas las fotos que quieras, elige tamaño y acabado, y listo.',
        highlights: [
          ['Papel fotográfico real', 'Revelado, no impreso'],
          ['Muchos tamaños', 'De 9 × 13 a 20 × 30 cm'],
          ['Borde blanco', 'Para un toque retro, si quieres'],
        ],
        sections: {
          formate: [
            'Tamaños',
            'El clásico 10 × 15 cm, el cuadrado 10 × 10 cm o el gran formato hasta 20 × 30 cm: la proporción justa para cada cámara.',
          ],
          papier: [
            'Acabados',
            'Brillo para colores intensos, mate para menos reflejos y papel Hahnemühle para un acabado fine art.',
          ],
        },
        tip: 'Para fotos del móvil en 4:3, la copia de 10 × 13 cm es ideal: no se recorta nada.',
        faq: [
          [
            '¿Se recortarán mis fotos?',
            'Solo si la proporción es distinta; la vista previa te muestra el encuadre.',
          ],
          ['¿Hay descuentos por cantidad?', 'Sí, a partir de 100 copias cada copia adicional cuesta menos.'],
        ],
      },
      leinwanddruck: {
        name: 'Impresión sobre lienzo',
        path: 'impresion-sobre-lienzo',
        tile: 'Tu foto como cuadro de galería',
        metaTitle: 'Impresión sobre lienzo – tu foto en lienzo | Fotowerk',
        metaDescription:
          'Tu foto en lienzo: montada en bastidor, en muchos tamaños y, si quieres, con marco flotante.',
        headline: 'Tu foto favorita en lienzo',
        subline: 'Montada en bastidor de madera y lista para colgar.',
        cta: 'Crear un lienzo',
        title: 'Impresión sobre lienzo con tu foto',
        intro:
          'En lienzo, una foto adquiere la presencia de una pintura. Imprimimos sobre un lienzo texturado de mezcla de algodón y lo tensamos a mano en un bastidor de madera.\n\nEl colgador ya viene montado: desembalar, colgar y disfrutar.',
        highlights: [
          ['Tensado a mano', 'En bastidor de madera'],
          ['Listo para colgar', 'Colgador incluido'],
          ['Resistente a la luz', 'Colores que no se apagan'],
        ],
        sections: {
          keilrahmen: [
            'Bastidor',
            'Elige 2 cm para un aspecto fino o 4 cm para un efecto marcado y tridimensional.',
          ],
          schattenfugenrahmen: [
            'Marco flotante',
            'El marco flotante deja un fino espacio alrededor del lienzo, como en una galería.',
          ],
        },
        tip: 'Con el borde «espejo», la imagen continúa en los laterales sin perder nada por delante.',
        faq: [
          ['¿Qué tamaños hay?', 'De 20 × 20 cm a 120 × 80 cm, además de formatos panorámicos.'],
          ['¿Puedo colgar el lienzo en el baño?', 'La humedad puntual no es problema; el agua directa, sí.'],
        ],
      },
      fotorahmen: {
        name: 'Marcos de fotos',
        path: 'marcos-de-fotos',
        tile: 'Enmarcada y lista para la pared',
        metaTitle: 'Foto enmarcada – marcos con tu impresión | Fotowerk',
        metaDescription:
          'Tu foto ya enmarcada: marcos de madera y aluminio en negro, blanco o roble, con paspartú y metacrilato.',
        headline: 'Enmarcada. Entregada. Colgada.',
        subline: 'Tu foto en un marco de madera o aluminio, con paspartú si quieres.',
        cta: 'Elegir marco',
        title: 'Marcos con tu foto',
        intro:
          'Un buen marco convierte una foto en un cuadro. Imprimimos tu imagen, cortamos el paspartú y lo enmarcamos todo: tú solo tienes que clavar un clavo.\n\nPuedes elegir marcos de madera en negro, blanco y roble o finos marcos de aluminio.',
        highlights: [
          ['Ya enmarcada', 'Impresión, paspartú y marco'],
          ['Metacrilato irrompible', 'Ligero y seguro en el envío'],
          ['Tres colores', 'Negro, blanco y roble natural'],
        ],
        sections: {
          holzrahmen: [
            'Marco de madera',
            'Molduras de madera maciza en negro, blanco o roble natural: atemporales y cálidas.',
          ],
          alurahmen: [
            'Marco de aluminio',
            'Fino y moderno, en plata cepillada o negro: ideal para arquitectura y fotos en blanco y negro.',
          ],
          'acrylglas-rahmen': [
            'Metacrilato con marco',
            'Tu foto tras metacrilato en un marco flotante: colores brillantes y un elegante efecto suspendido.',
          ],
          passepartout: [
            'Paspartú',
            'Un paspartú blanco de 3 cm da aire a la imagen y dirige la mirada a lo esencial.',
          ],
        },
        tip: 'Si cuelgas varios marcos como pared galería, elige el mismo color para todos: el conjunto quedará armonioso.',
        faq: [
          [
            '¿El cristal es de vidrio real?',
            'Usamos metacrilato irrompible; el vidrio de museo está disponible en Wandwerk.',
          ],
          ['¿Puedo pedirlo sin paspartú?', 'Sí, el paspartú es opcional.'],
        ],
      },
      zubehoer: {
        name: 'Accesorios',
        path: 'accesorios',
        tile: 'Sobres, encartes y cintas',
        metaTitle: 'Accesorios para tarjetas – sobres, encartes y cintas | Fotowerk',
        metaDescription:
          'Sobres de colores, encartes de papel vegetal, cintas y cajas de regalo a juego con tus tarjetas.',
        headline: 'El toque final para tus tarjetas',
        subline: 'Sobres, encartes, cintas y cajas para cada tamaño.',
        cta: 'Ver accesorios',
        title: 'Accesorios para tus tarjetas',
        intro:
          'Con los accesorios adecuados, una tarjeta se convierte en una pequeña experiencia. Todo encaja exactamente con nuestros tamaños y se añade directamente mientras diseñas.',
        highlights: [
          ['A medida', 'Para cada tamaño de tarjeta'],
          ['Muchos colores', 'Del blanco natural al azul noche'],
          ['Con un clic', 'Directamente en el diseñador'],
        ],
        sections: {
          briefumschlaege: ['Sobres', 'En blanco, kraft y muchos colores, en tamaños C6, B6 y DL.'],
          einlegeblaetter: [
            'Encartes',
            'Papel vegetal o papel natural de calidad para programa, menú o cómo llegar.',
          ],
          schleifen: ['Cintas y lazos', 'Cintas de raso y lazos en blanco, oro y oro rosa.'],
          geschenkboxen: [
            'Cajas de regalo',
            'Cajas resistentes para fotos y tarjetas, con tapa, para que abrirlas sea todo un momento.',
          ],
        },
        tip: 'Los sobres kraft combinan de maravilla con tarjetas de estilo boho o natural.',
        faq: [
          [
            '¿Puedo pedir accesorios por separado?',
            'Los accesorios están disponibles junto con tus tarjetas.',
          ],
          [
            '¿Se pueden imprimir los sobres?',
            'Si quieres, imprimimos la dirección del remitente en la solapa.',
          ],
        ],
      },
    },
    occasions: {
      einschulung: {
        name: 'Primer día de colegio',
        path: 'primer-dia-de-colegio',
        tile: 'Para el gran primer día de clase',
        metaTitle: 'Tarjetas para el primer día de colegio | Fotowerk',
        metaDescription:
          'Invitaciones y tarjetas de agradecimiento para el primer día de colegio con foto: diseños alegres con mochila, lápices y nombre.',
        headline: 'El primer día de colegio',
        subline: 'Tarjetas alegres para los nuevos alumnos y sus invitados.',
        cta: 'Tarjetas para el cole',
        title: 'Tarjetas para el primer día de colegio',
        intro:
          'Mochila nueva, estuche lleno y muchos nervios: con una invitación haces partícipes del gran día a familia y amigos, y con una tarjeta de agradecimiento guardas el recuerdo.',
        designs: 'Diseños para el primer día de colegio',
        ideas:
          '### Ideas de texto para la invitación\n- «¡Allá vamos! Lena empieza el colegio: ¡ven a celebrarlo con nosotros!»\n- «Mochila lista y sonrisa puesta: celebramos el primer día de colegio de Jonás.»\n\n### Consejo\nUna foto con la mochila en la puerta de casa es un clásico y un motivo precioso para la tarjeta de agradecimiento.',
      },
      firmung: {
        name: 'Confirmación',
        path: 'confirmacion',
        tile: 'Invitaciones y agradecimientos para la confirmación',
        metaTitle: 'Tarjetas de confirmación | Fotowerk',
        metaDescription:
          'Invitaciones y tarjetas de agradecimiento para la confirmación con foto: sobrias, festivas y personales.',
        headline: 'Fortalecidos para la vida',
        subline: 'Tarjetas festivas de confirmación con tu foto.',
        cta: 'Tarjetas de confirmación',
        title: 'Tarjetas de confirmación',
        intro:
          'La confirmación es un paso hacia la edad adulta. Invita a padrinos, familia y amigos con una tarjeta personal y agradéceles después sus felicitaciones y regalos.',
        designs: 'Diseños para la confirmación',
        ideas:
          '### Ideas de texto\n- «He recibido la confirmación y os doy las gracias por acompañarme.»\n- «Os invito con mucho cariño a mi confirmación.»\n\n### Consejo\nIndica la iglesia, la hora y el lugar de la celebración posterior.',
      },
      geburt: {
        name: 'Nacimiento',
        path: 'nacimiento',
        tile: 'Bienvenido, pequeño',
        metaTitle: 'Tarjetas de nacimiento con foto | Fotowerk',
        metaDescription:
          'Anuncios de nacimiento y tarjetas de agradecimiento con foto, nombre, fecha, talla y peso.',
        headline: '¡Hola, mundo!',
        subline: 'Anuncios de nacimiento que presentan con orgullo al nuevo miembro de la familia.',
        cta: 'Crear tarjetas de nacimiento',
        title: 'Tarjetas de nacimiento',
        intro:
          '¡Ha llegado alguien muy pequeño! La tarjeta de nacimiento presenta a tu bebé con foto, nombre y sus primeros datos, y de paso agradece todas las felicitaciones.',
        designs: 'Diseños de tarjetas de nacimiento',
        ideas:
          '### Qué incluir\n- nombre, fecha y hora de nacimiento\n- talla y peso\n- una foto de los primeros días\n\n### Idea de texto\n«Con todo nuestro amor os presentamos a nuestra hija Mila.»',
      },
      geburtstag: {
        name: 'Cumpleaños',
        path: 'cumpleanos',
        tile: 'Invitaciones para cada fiesta',
        metaTitle: 'Invitaciones y tarjetas de cumpleaños | Fotowerk',
        metaDescription:
          'Invitaciones y tarjetas de felicitación de cumpleaños con foto, de los 18 a los 80.',
        headline: '¡Por ti!',
        subline: 'Invitaciones y felicitaciones para cumpleaños redondos y todos los demás.',
        cta: 'Crear tarjetas de cumpleaños',
        title: 'Tarjetas de cumpleaños',
        intro:
          'Ya sean 30, 50 u 80: un cumpleaños especial merece una invitación especial. Con fotos de antes y de ahora, la tarjeta ya da de qué hablar.',
        designs: 'Diseños de cumpleaños',
        ideas:
          '### Ideas de texto\n- «Los años no cuentan, ¡pero los celebramos todos!»\n- «Ven a brindar conmigo y trae tu buen humor.»\n\n### Consejo\nCombina una foto de la infancia con una actual: risas aseguradas. Para los más pequeños hay tarjetas de [cumpleaños infantil](geburtstag/kindergeburtstag).',
      },
      kindergeburtstag: {
        name: 'Cumpleaños infantil',
        path: 'cumpleanos/cumpleanos-infantil',
        tile: 'Invitaciones de colores para pequeños invitados',
        metaTitle: 'Invitaciones para cumpleaños infantil | Fotowerk',
        metaDescription:
          'Invitaciones de colores para cumpleaños infantiles con foto: piratas, unicornios, dinosaurios y mucho más.',
        headline: 'Fiesta para los peques',
        subline: 'Invitaciones de colores que todos los niños esperan con ilusión.',
        cta: 'Crear invitaciones',
        title: 'Invitaciones de cumpleaños infantil',
        intro:
          'Piratas, unicornios o dinosaurios: una invitación con su tema favorito hace crecer la ilusión días antes de la fiesta. Añade una foto del cumpleañero y la hora de inicio y de recogida.',
        designs: 'Diseños de cumpleaños infantil',
        ideas:
          '### Qué no debe faltar\n- hora de inicio y de recogida\n- dirección y teléfono\n- si hace falta ropa para estar al aire libre\n\n### Idea de texto\n«¡Ahoy! El capitán Pablo cumple 6 años y busca tripulación para su búsqueda del tesoro.»',
      },
      hochzeit: {
        name: 'Boda',
        path: 'boda',
        tile: 'Del save the date al agradecimiento',
        metaTitle: 'Invitaciones de boda – save the date y agradecimientos | Fotowerk',
        metaDescription:
          'Tarjetas de boda con foto: save the date, invitaciones, minutas y agradecimientos con un mismo diseño, con acabado dorado si quieres.',
        headline: '¡Sí, lo celebramos!',
        subline: 'Papelería de boda a juego, del save the date al agradecimiento.',
        cta: 'Crear invitaciones de boda',
        title: 'Tarjetas de boda',
        intro:
          'Vuestra papelería de boda cuenta vuestra historia, del primer anuncio al último gracias. Elegid un diseño y usadlo para el save the date, la invitación, las tarjetas de mesa y el agradecimiento.\n\nLos acabados en oro, plata y oro rosa convierten vuestras tarjetas en pequeños tesoros.',
        designs: 'Diseños para bodas',
        ideas:
          '### El calendario\n- Save the date: de 6 a 12 meses antes\n- Invitación: de 3 a 4 meses antes\n- Agradecimiento: hasta 8 semanas después de la fiesta\n\n### Idea de texto\n«¡Nos casamos! Celebrad con nosotros el día más bonito de nuestras vidas, el 14 de junio.»',
      },
      kommunion: {
        name: 'Primera comunión',
        path: 'primera-comunion',
        tile: 'Tarjetas para la primera comunión',
        metaTitle: 'Tarjetas de primera comunión | Fotowerk',
        metaDescription:
          'Invitaciones y recordatorios de primera comunión con foto: sobrios, festivos y personales.',
        headline: 'Mi primera comunión',
        subline: 'Invitaciones y recordatorios para un día de fiesta.',
        cta: 'Tarjetas de comunión',
        title: 'Tarjetas de primera comunión',
        intro:
          'La primera comunión es un gran día para toda la familia. Con una invitación personal y un recordatorio con foto, se recuerda durante mucho tiempo.',
        designs: 'Diseños de primera comunión',
        ideas:
          '### Ideas de texto\n- «Hago mi primera comunión y me encantaría que estuvierais conmigo.»\n- «Gracias por hacer tan especial mi gran día.»\n\n### Consejo\nUna foto con la vela de la comunión es un motivo precioso para el recordatorio.',
      },
      konfirmation: {
        name: 'Confirmación protestante',
        path: 'confirmacion-protestante',
        tile: 'Invitaciones y agradecimientos',
        metaTitle: 'Tarjetas de confirmación protestante | Fotowerk',
        metaDescription:
          'Invitaciones y tarjetas de agradecimiento para la confirmación protestante con foto: modernas, sobrias o clásicas.',
        headline: 'Sí a mi propio camino',
        subline: 'Tarjetas tan únicas como los jóvenes que se confirman.',
        cta: 'Tarjetas de confirmación',
        title: 'Tarjetas de confirmación protestante',
        intro:
          'En la confirmación, los jóvenes dicen sí a su fe por sí mismos. Los diseños modernos con foto acompañan este paso, de los más sobrios a los más coloridos.',
        designs: 'Diseños para la confirmación',
        ideas:
          '### Ideas de texto\n- «Me confirmo y os invito con mucho cariño.»\n- «Gracias por vuestras felicitaciones y regalos en mi confirmación.»\n\n### Consejo\nPuedes poner el versículo de la confirmación en el reverso, como cita.',
      },
      ostern: {
        name: 'Pascua',
        path: 'pascua',
        tile: 'Felicitaciones primaverales de Pascua',
        metaTitle: 'Tarjetas de Pascua con foto | Fotowerk',
        metaDescription: 'Tarjetas de Pascua con tus fotos: diseños primaverales para familia y amigos.',
        headline: '¡Felices Pascuas!',
        subline: 'Felicitaciones primaverales con tus fotos.',
        cta: 'Crear tarjetas de Pascua',
        title: 'Tarjetas de Pascua',
        intro:
          'Huevos de colores, las primeras flores y la foto familiar del paseo de Pascua: una tarjeta de Pascua lleva un poco de primavera a todas las personas que quieres.',
        designs: 'Diseños de Pascua',
        ideas:
          '### Ideas de texto\n- «¡Felices Pascuas y días de primavera llenos de sol!»\n- «Un nido lleno de alegría de parte de …»\n\n### Consejo\nEnvía las tarjetas una semana antes de Pascua para que lleguen a tiempo.',
      },
      taufe: {
        name: 'Bautizo',
        path: 'bautizo',
        tile: 'Invitaciones y agradecimientos de bautizo',
        metaTitle: 'Tarjetas de bautizo con foto | Fotowerk',
        metaDescription:
          'Invitaciones y tarjetas de agradecimiento de bautizo con foto, versículo y nombre: delicadas, sobrias y festivas.',
        headline: 'Bienvenido a la comunidad',
        subline: 'Tarjetas delicadas de bautizo con foto y versículo.',
        cta: 'Crear tarjetas de bautizo',
        title: 'Tarjetas de bautizo',
        intro:
          'En el bautizo se reúnen familia, padrinos y amigos. Invítalos con una tarjeta que muestre la foto, el versículo y todos los detalles, y dales las gracias después con el mismo diseño.',
        designs: 'Diseños de bautizo',
        ideas:
          '### Versículos muy queridos\n- «Pues a sus ángeles mandará cerca de ti, que te guarden en todos tus caminos.»\n- «Un niño es un regalo del cielo.»\n\n### Consejo\nUna tarjeta para los padrinos con una foto juntos es un bonito recuerdo.',
      },
      trauer: {
        name: 'Condolencias',
        path: 'condolencias',
        tile: 'Tarjetas dignas para despedirse',
        metaTitle: 'Tarjetas de condolencia y agradecimiento | Fotowerk',
        metaDescription:
          'Esquelas, tarjetas de condolencia y de agradecimiento con foto: dignas, serenas y personales.',
        headline: 'Con cariño y en su recuerdo',
        subline: 'Tarjetas dignas para la despedida y el agradecimiento.',
        cta: 'Crear tarjetas de condolencia',
        title: 'Tarjetas de condolencia',
        intro:
          'Cuando alguien se va, a menudo faltan las palabras. Nuestros diseños serenos te ayudan a despedirte, a invitar al funeral y a agradecer las muestras de cariño.\n\nImprimimos las tarjetas de condolencia con prioridad para que lleguen a tiempo.',
        designs: 'Diseños de condolencia',
        ideas:
          '### Ideas de texto para el agradecimiento\n- «Agradecemos de corazón las numerosas muestras de cariño.»\n- «Nos consuela saber cuántas personas lo apreciaban.»\n\n### Consejo\nUna foto de un momento feliz recuerda una vida, no solo la despedida.',
      },
      weihnachtenGeschaeftlich: {
        name: 'Navidad para empresas',
        path: 'navidad/empresa',
        tile: 'Felicitaciones para clientes y socios',
        metaTitle: 'Tarjetas de Navidad para empresas con logo | Fotowerk',
        metaDescription:
          'Tarjetas de Navidad corporativas con logo y foto del equipo: elegantes, en grandes tiradas y con precios por volumen.',
        headline: 'Gracias por un gran año',
        subline: 'Tarjetas de Navidad para clientes, socios y equipo, con tu logo.',
        cta: 'Crear tarjetas de empresa',
        title: 'Tarjetas de Navidad para empresas',
        intro:
          'Una tarjeta de Navidad impresa demuestra a clientes y socios que son importantes para ti. Añade logo y foto del equipo y, si quieres, firma a mano.\n\nEn tiradas grandes, el precio por tarjeta baja considerablemente.',
        designs: 'Diseños para empresas',
        ideas:
          '### Ideas de texto\n- «Gracias por su confianza y colaboración. Les deseamos unas felices fiestas.»\n- «Por un próspero año nuevo, juntos.»\n\n### Consejo\nHaz el pedido antes de finales de noviembre para enviar las tarjetas antes de las fiestas.',
      },
      weihnachtenPrivat: {
        name: 'Navidad',
        path: 'navidad/familia',
        tile: 'Tarjetas de Navidad con foto familiar',
        metaTitle: 'Tarjetas de Navidad con foto | Fotowerk',
        metaDescription:
          'Tarjetas de Navidad personales con foto familiar: diseños festivos con acabado en oro y plata.',
        headline: '¡Feliz Navidad!',
        subline: 'Tarjetas de Navidad con las mejores fotos del año.',
        cta: 'Crear tarjetas de Navidad',
        title: 'Tarjetas de Navidad',
        intro:
          'La mejor foto familiar del año, unas palabras cariñosas y un toque dorado: así tus felicitaciones acabarán seguro en la puerta de la nevera.',
        designs: 'Diseños de Navidad',
        ideas:
          '### Ideas de texto\n- «Feliz Navidad y un próspero año nuevo de parte de …»\n- «Tiempo de velas, turrón y de las personas que queremos.»\n\n### Consejo\nUn [calendario de fotos](fotokalender) es el regalo perfecto para acompañar la tarjeta.',
      },
    },
    cardDesigns: {
      name: 'Diseñar tarjetas',
      path: 'disenar-tarjetas',
      metaTitle: 'Diseña tarjetas online – todos los diseños | Fotowerk',
      metaDescription:
        'Todos los diseños de tarjetas de un vistazo: filtra por ocasión, tamaño y color y diseña tu tarjeta con foto.',
      headline: 'Encuentra tu diseño',
      subline: 'Cientos de diseños para filtrar por ocasión, tamaño y color.',
      cta: 'Ver diseños',
      title: 'Diseñar tarjetas',
      body: 'Aquí encontrarás todos los diseños de nuestros grafistas. Filtra por ocasión, tamaño o color, abre un diseño y sustituye las fotos de ejemplo por las tuyas.\n\nCada diseño se adapta libremente: tú eliges la tipografía, los colores y los textos.',
      gridHeadline: 'Todos los diseños',
      occasionsHeadline: 'Explorar por ocasión',
    },
    allCalendars: {
      name: 'Todos los calendarios',
      path: 'todos-los-calendarios',
      metaTitle: 'Todos los calendarios de fotos | Fotowerk',
      metaDescription:
        'Todos los diseños de calendarios de fotos: de pared, de mesa, planificadores familiares y más.',
      title: 'Todos los calendarios de fotos',
      body: 'Todos nuestros diseños de calendario de un vistazo. Filtra por tipo y tamaño y empieza con el diseño que más te guste.',
      gridHeadline: 'Diseños de calendario',
    },
    magazine: {
      name: 'Revista',
      path: 'magazin',
      metaTitle: 'Revista – ideas, guías e inspiración | Fotowerk',
      metaDescription:
        'Ideas para tarjetas, álbumes y calendarios, textos para cada ocasión y consejos para hacer mejores fotos.',
      headline: 'Ideas que salen del corazón',
      subline: 'Ideas de texto, consejos de diseño e inspiración para cada ocasión.',
      cta: 'Empezar a explorar',
      title: 'La revista de Fotowerk',
      intro:
        'En la revista reunimos lo que nos entusiasma en el taller: ideas de texto para invitaciones, consejos para la foto familiar perfecta e inspiración para álbumes que se abren una y otra vez.',
      featuredHeadline: 'Lo más visto ahora',
      feedHeadline: 'Últimos diseños',
      topicsHeadline: 'Temas',
    },
  },
  posters: {
    home: {
      name: 'Inicio',
      path: 'home',
      metaTitle: 'Cuadros con tus fotos – lienzo, metacrilato, pósters | Wandwerk',
      metaDescription:
        'Imprime tus fotos como cuadros: pósters, lienzos, metacrilato, aluminio, cristal y fotomurales con calidad de galería.',
      headline: 'Tu pared. Tu imagen.',
      subline: 'Fotos en póster, lienzo, metacrilato y más, con calidad de galería.',
      cta: 'Crear tu cuadro',
      label: 'Más vendido',
      title: 'Cuadros con tus fotos',
      intro:
        'Una foto en la pared cambia una estancia. En Wandwerk eliges el material que encaja con tu imagen y tu decoración, del póster ligero al metacrilato con profundidad.\n\nSube tu foto, elige el tamaño y mira en la vista previa cómo quedará.',
      productsHeadline: 'Nuestros más vendidos',
      secondHeadline: 'Cuadros premium',
      uspHeadline: 'Por qué Wandwerk',
      feedHeadline: 'Nuevo en nuestras paredes',
      outro:
        '¿No sabes qué material elegir? En nuestra [ayuda](hilfe) te asesoramos sobre materiales y tamaños.',
    },
    products: {
      posterdruck: {
        name: 'Pósters',
        path: 'impresion-de-posters',
        tile: 'Grande, ligero y económico',
        metaTitle: 'Impresión de pósters – tu foto como póster | Wandwerk',
        metaDescription:
          'Imprime tu foto como póster: mate, satinado o brillo, de A4 a 100 × 150 cm, con marco o colgador si quieres.',
        headline: 'A lo grande',
        subline: 'Tu foto como póster, hasta 100 × 150 cm.',
        cta: 'Crear un póster',
        title: 'Impresión de pósters con tu foto',
        intro:
          'El póster es la forma más rápida de tener una imagen grande en la pared. Imprimimos en papel póster grueso con tintas resistentes a la luz, para colores intensos y detalles nítidos.\n\nPara los amantes del arte está el [póster fine art](posterdruck/fine-art) en papel Hahnemühle.',
        highlights: [
          ['Hasta 100 × 150 cm', 'Y cualquier tamaño intermedio'],
          ['Tres acabados', 'Mate, satinado o brillo'],
          ['Envío seguro', 'Enrollado en un tubo resistente'],
        ],
        sections: {
          papiere: [
            'Papeles para póster',
            'Mate para imágenes serenas y sin reflejos, satinado como opción todoterreno y brillo para el máximo brillo.',
          ],
          aufhaengung: [
            'Cómo colgarlo',
            'Con colgadores de madera, tu póster cuelga sin marco, o elige directamente un [cuadro enmarcado](bilder-mit-rahmen).',
          ],
        },
        tip: 'Las imágenes con mucho cielo o agua transmiten especial calma en papel mate.',
        faq: [
          ['¿Se doblará mi póster?', 'No, enviamos siempre los pósters enrollados en un tubo resistente.'],
          [
            '¿Qué resolución necesito?',
            'Para un A2 bastan unos 6 megapíxeles; la vista previa te avisa si va justo.',
          ],
        ],
      },
      fineArt: {
        name: 'Póster fine art',
        path: 'impresion-de-posters/fine-art',
        tile: 'En papel Hahnemühle, calidad de museo',
        metaTitle: 'Pósters fine art en papel Hahnemühle | Wandwerk',
        metaDescription:
          'Impresión fine art en Hahnemühle Photo Rag: superficie aterciopelada, negros profundos y calidad de museo para tus fotos.',
        headline: 'Calidad de museo para tu foto',
        subline: 'Impreso en Hahnemühle Photo Rag: aterciopelado, mate y duradero.',
        cta: 'Crear un póster fine art',
        title: 'Póster fine art',
        intro:
          'Para fotos que merecen tratarse como obras de arte: imprimimos con tintas pigmentadas sobre Hahnemühle Photo Rag, un papel de algodón libre de ácido y de superficie aterciopelada.\n\nEl resultado tiene negros profundos, degradados sutiles y, bien conservado, dura generaciones.',
        highlights: [
          ['Hahnemühle Photo Rag', '308 g/m², 100 % algodón'],
          ['Tintas pigmentadas', 'Duraderas y resistentes a la luz'],
          ['Borde blanco', 'Listo para enmarcar, si quieres'],
        ],
        sections: {
          papier: [
            'El papel',
            'Hahnemühle Photo Rag es libre de ácido, mate y ligeramente texturado: la elección de muchos museos y galerías.',
          ],
          druck: [
            'La impresión',
            'Doce tintas pigmentadas ofrecen un amplio espacio de color y grises especialmente neutros.',
          ],
        },
        tip: 'Las fotos en blanco y negro ganan una profundidad especial en papel fine art.',
        faq: [
          ['¿Es delicado el papel?', 'La superficie mate no debe tocarse; lo mejor es enmarcar el póster.'],
          ['¿Puedo elegir un borde blanco?', 'Sí, es posible un borde de 2 o 5 cm.'],
        ],
      },
      leinwanddruck: {
        name: 'Lienzo',
        path: 'impresion-sobre-lienzo',
        tile: 'El clásico con encanto de pintura',
        metaTitle: 'Impresión sobre lienzo con calidad de galería | Wandwerk',
        metaDescription:
          'Tu foto en lienzo: tensado a mano en bastidor de madera, de 2 o 4 cm, con marco flotante y hasta 150 cm.',
        headline: 'Lienzo con calidad de galería',
        subline: 'Tensado a mano, resistente a la luz y hasta 150 cm.',
        cta: 'Crear un lienzo',
        title: 'Impresión sobre lienzo',
        intro:
          'Nuestros lienzos se imprimen sobre un lienzo mixto de textura fina y se tensan a mano en un bastidor de madera con certificado FSC.\n\nCon el marco flotante, el lienzo parece suspendido dentro del marco.',
        highlights: [
          ['Hecho a mano', 'Cada lienzo tensado uno a uno'],
          ['Hasta 150 cm', 'También panorámico y cuadrado'],
          ['Madera FSC', 'Bastidores de silvicultura sostenible'],
        ],
        sections: {
          keilrahmen: [
            'Bastidor',
            '2 cm para un aspecto fino, 4 cm para un efecto marcado y tridimensional.',
          ],
          schattenfugenrahmen: [
            'Marco flotante',
            'El marco en negro, blanco o roble deja un fino espacio y da al lienzo la elegancia de una galería.',
          ],
          kante: [
            'Bordes',
            'Espejo, de color o con la imagen envolvente: tú decides cómo quedan los laterales.',
          ],
        },
        tip: 'Para un lienzo grande sobre el sofá, unos dos tercios del ancho del sofá quedan más equilibrados.',
        faq: [
          ['¿Cómo se cuelga el lienzo?', 'El colgador viene montado; a partir de 100 cm incluimos dos.'],
          ['¿Cómo limpio el lienzo?', 'Quita el polvo con un paño suave y seco.'],
        ],
      },
      bilderMitRahmen: {
        name: 'Cuadros enmarcados',
        path: 'cuadros-enmarcados',
        tile: 'Ya enmarcados en madera o aluminio',
        metaTitle: 'Enmarca tu foto | Wandwerk',
        metaDescription:
          'Tu foto ya enmarcada: marcos de madera y aluminio, paspartú y vidrio de museo, en tamaños hasta 100 × 70 cm.',
        headline: 'Enmarcado como en una galería',
        subline: 'Marcos de madera y aluminio, paspartú y vidrio de museo.',
        cta: 'Crear un cuadro enmarcado',
        title: 'Cuadros enmarcados',
        intro:
          'Imprimimos tu foto, cortamos el paspartú y lo colocamos todo en el marco que elijas. Para las imágenes más valiosas hay vidrio de museo antirreflejos.',
        highlights: [
          ['Marco a elegir', 'Madera o aluminio, tres colores'],
          ['Vidrio de museo', 'Antirreflejos y con protección UV'],
          ['Ya montado', 'Con sistema para colgar'],
        ],
        sections: {
          holzrahmen: [
            'Marco de madera',
            'Molduras macizas en negro, blanco y roble natural: cálidas y atemporales.',
          ],
          alurahmen: [
            'Marco de aluminio',
            'Perfiles finos en plata o negro para un estilo moderno y gráfico.',
          ],
          passepartout: ['Paspartú', 'Blanco o crema, de 3 cm, con un bisel de corte limpio.'],
          museumsglas: [
            'Vidrio de museo',
            'Vidrio antirreflejos casi invisible con protección UV, para imágenes que deben lucir mucho tiempo.',
          ],
        },
        tip: 'Un paspartú hace que incluso las fotos pequeñas luzcan elegantes en marcos grandes.',
        faq: [
          [
            '¿Qué cristal es el estándar?',
            'El estándar es metacrilato irrompible; el vidrio de museo tiene un suplemento.',
          ],
          ['¿Puedo pedir solo el marco?', 'No, nuestros marcos solo están disponibles con tu impresión.'],
        ],
      },
      acrylglas: {
        name: 'Metacrilato',
        path: 'impresion-en-metacrilato',
        tile: 'Colores brillantes con profundidad',
        metaTitle: 'Impresión de fotos en metacrilato | Wandwerk',
        metaDescription:
          'Tu foto tras metacrilato: colores brillantes, profundidad y estilo moderno, de 2, 4 o 6 mm, con colgado invisible.',
        headline: 'Colores que brillan',
        subline: 'Tu foto tras metacrilato: brillante y con auténtica profundidad.',
        cta: 'Crear un metacrilato',
        title: 'Foto en metacrilato',
        intro:
          'Tras el metacrilato, los colores ganan una luminosidad que ningún papel alcanza. Adherimos tu impresión al metacrilato y la estabilizamos con una placa trasera de aluminio compuesto.\n\nEl colgado invisible hace que el cuadro flote delante de la pared.',
        highlights: [
          ['Brillante', 'Colores con profundidad'],
          ['Flotante', 'Colgado invisible'],
          ['Hasta 6 mm', 'Para un efecto especialmente tridimensional'],
        ],
        sections: {
          staerke: ['Grosores', '2 mm ligero y moderno, 4 mm el clásico, 6 mm para la máxima profundidad.'],
          schattenfugenrahmen: [
            'Metacrilato con marco',
            'En un marco flotante de aluminio, el metacrilato se convierte en protagonista con aire de galería.',
          ],
        },
        tip: 'El metacrilato refleja un poco: evita colgarlo justo enfrente de una ventana.',
        faq: [
          [
            '¿Cómo limpio el metacrilato?',
            'Con un paño suave de microfibra y un poco de agua, sin productos abrasivos.',
          ],
          ['¿Es irrompible?', 'Sí, es mucho más resistente a los golpes y más ligero que el cristal.'],
        ],
      },
      aluDibond: {
        name: 'Aluminio',
        path: 'impresion-en-aluminio',
        tile: 'Moderno, mate y rígido',
        metaTitle: 'Impresión de fotos en aluminio (Dibond) | Wandwerk',
        metaDescription:
          'Tu foto en aluminio compuesto: mate, rígida y moderna, sobre aluminio blanco o cepillado, también con marco.',
        headline: 'Moderno y mate',
        subline: 'Tu foto impresa directamente en aluminio: rígida y sin reflejos.',
        cta: 'Crear un aluminio',
        title: 'Foto en aluminio',
        intro:
          'El Alu-Dibond es un panel compuesto de dos capas de aluminio con núcleo de plástico: ligero, totalmente rígido y con una superficie mate sin reflejos.\n\nSobre aluminio cepillado, las zonas claras de la imagen brillan como el metal: ideal para arquitectura y tecnología.',
        highlights: [
          ['Sin reflejos', 'Superficie mate'],
          ['Rígido', 'No se deforma'],
          ['Opción cepillada', 'Con brillo metálico'],
        ],
        sections: {
          gebuerstet: [
            'Aluminio cepillado',
            'Las zonas blancas de la imagen dejan ver el metal cepillado y crean un brillo elegante.',
          ],
          schattenfugenrahmen: [
            'Aluminio con marco',
            'El marco flotante en negro, blanco o roble realza el panel con elegancia.',
          ],
        },
        tip: 'El aluminio es la mejor opción para estancias muy luminosas, porque no refleja nada.',
        faq: [
          ['¿Puedo colgarlo en la cocina?', 'Sí, la superficie es resistente y se limpia fácilmente.'],
          ['¿Cómo se cuelga?', 'Con un rail de aluminio pegado por detrás que separa el cuadro de la pared.'],
        ],
      },
      echtglas: {
        name: 'Cristal',
        path: 'impresion-en-cristal',
        tile: 'Cristal elegante para imágenes especiales',
        metaTitle: 'Impresión de fotos en cristal | Wandwerk',
        metaDescription:
          'Tu foto tras cristal auténtico: resistente a los arañazos, con alto brillo y elegante profundidad, montada con separadores.',
        headline: 'Cristal auténtico, profundidad auténtica',
        subline: 'Tu foto tras cristal resistente a los arañazos, montada con separadores.',
        cta: 'Crear un cuadro de cristal',
        title: 'Foto en cristal',
        intro:
          'El cristal es la forma más noble de mostrar una foto: resiste los arañazos, es neutro en color y da a la imagen una profundidad que se ve y se siente.\n\nCuatro separadores de acero inoxidable mantienen el cuadro ligeramente separado de la pared.',
        highlights: [
          ['Resistente a arañazos', 'Cristal duro y duradero'],
          ['Neutro en color', 'Cristal extraclaro sin tono verde'],
          ['Separadores de acero', 'Montaje flotante'],
        ],
        sections: {
          glas: ['El cristal', 'Cristal extraclaro de 4 mm con cantos pulidos.'],
          aufhaengung: [
            'Montaje',
            'Incluye cuatro separadores de acero inoxidable y una plantilla de taladrado.',
          ],
        },
        tip: 'El cristal pesa más que el metacrilato: comprueba antes de colgarlo que tu pared es adecuada.',
        faq: [
          ['¿Cuánto pesa un cuadro de cristal?', 'Unos 10 kg por metro cuadrado.'],
          [
            '¿Puede romperse el cristal?',
            'Usamos vidrio de seguridad, que solo se rompe en casos excepcionales.',
          ],
        ],
      },
      fototapete: {
        name: 'Fotomural',
        path: 'fotomural',
        tile: 'Tu foto en toda la pared',
        metaTitle: 'Fotomural personalizado con tu foto | Wandwerk',
        metaDescription:
          'Tu propio fotomural: impreso en tejido no tejido, a la medida de tu pared y entregado en tiras, para salón, habitación infantil u oficina.',
        headline: 'Una pared llena de recuerdos',
        subline: 'Tu foto como papel pintado, impresa a la medida de tu pared.',
        cta: 'Crear un fotomural',
        title: 'Fotomural con tu foto',
        intro:
          'Con un fotomural, una foto se convierte en un espacio. Introduce las medidas de tu pared, elige el encuadre e imprimimos el papel en tiras a medida sobre un resistente tejido no tejido.',
        highlights: [
          ['A medida', 'Exactamente para tu pared'],
          ['Papel no tejido', 'Fácil de colocar y retirar'],
          ['Tiras numeradas', 'Sin quebraderos de cabeza al colocarlo'],
        ],
        sections: {
          material: ['Material', 'Tejido no tejido resistente con superficie mate, ignífugo y transpirable.'],
          anbringen: [
            'Colocación',
            'Cola en la pared, coloca la tira y alísala: las tiras están numeradas y no se solapan.',
          ],
        },
        tip: 'Los paisajes y las texturas funcionan especialmente bien como fotomural, porque no necesitan un punto central.',
        faq: [
          ['¿Qué resolución necesito?', 'Para una pared entera recomendamos al menos 20 megapíxeles.'],
          ['¿Incluye la cola?', 'Sí, cada pedido incluye la cola adecuada.'],
        ],
      },
    },
    magazine: {
      name: 'Revista',
      path: 'magazin',
      metaTitle: 'Revista – ideas para tus paredes | Wandwerk',
      metaDescription:
        'Ideas de decoración, consejos sobre materiales y tamaños y guías para la pared galería perfecta.',
      headline: 'Ideas para tus paredes',
      subline: 'Consejos de decoración, materiales explicados y guías para tu pared galería.',
      cta: 'Inspírate',
      title: 'La revista de Wandwerk',
      intro:
        '¿Qué material para qué imagen? ¿Cómo se cuelga una pared galería sin llenar la pared de agujeros? En nuestra revista compartimos lo que hemos aprendido de miles de cuadros.',
      featuredHeadline: 'Materiales comparados',
      feedHeadline: 'Recién colgados',
      topicsHeadline: 'Temas',
    },
  },
  help: (brand) => ({
    name: 'Ayuda y contacto',
    path: 'ayuda',
    metaTitle: `Ayuda y contacto | ${brand}`,
    metaDescription: `Respuestas sobre pedidos, envíos y devoluciones en ${brand}, y cómo contactar con nuestro servicio de atención al cliente.`,
    title: '¿En qué podemos ayudarte?',
    body: `Aquí encontrarás respuestas a las preguntas más frecuentes sobre tu pedido en ${brand}. ¿No encuentras lo que buscas? Escríbenos: normalmente respondemos en un día laborable.`,
    shippingTitle: 'Envío y plazos de entrega',
    shipping:
      'Producimos cada pedido de forma individual para ti. La mayoría de productos salen de nuestra imprenta en dos a cuatro días laborables; los grandes formatos pueden tardar algo más. En cuanto tu paquete esté en camino, recibirás un correo con el seguimiento.',
    withdrawalTitle: 'Derecho de desistimiento',
    withdrawal:
      'Los productos personalizados están excluidos del derecho de desistimiento porque se fabrican según tus indicaciones. Si algo llega dañado o no es como esperabas, escríbenos igualmente: con nuestra garantía de satisfacción lo reimprimimos o te devolvemos el importe.',
    promisesTitle: 'Nuestros compromisos',
    promises:
      'Lo que prometen las tres marcas del pie de página: son compromisos propios, no certificaciones de terceros. **Garantía de satisfacción:** si un producto llega dañado o mal impreso, lo reimprimimos o te devolvemos el importe en 30 días. **Pago seguro:** cada página va cifrada (HTTPS); los datos de la tarjeta solo los recibe nuestro proveedor de pagos, nunca nuestra tienda. **Impreso en Alemania:** cada pedido se produce en nuestra imprenta en Alemania.',
    contactTitle: 'Contacto',
    contact: `Puedes escribirnos a [service@${brand.toLowerCase()}.example](mailto:service@${brand.toLowerCase()}.example) o llamarnos de lunes a viernes, de 8 a 18 h.`,
    hotline: 'Teléfono: {{hotline}}',
  }),
  error: (brand) => ({
    name: 'Página de error',
    path: 'error',
    metaTitle: `Página no encontrada | ${brand}`,
    metaDescription: 'Quizá hay un error en la dirección o la página se ha trasladado.',
    title: 'Esta página no existe (o ya no existe)',
    body: 'Quizá hay un error en la dirección o la página se ha trasladado.\n\nAquí tienes nuestros productos más populares, o vuelve a la [página de inicio](home).',
    suggestions: 'Quizá buscas …',
  }),
  photoboxAliasName: 'Caja de imágenes',
  legal: {
    imprint: (brand) => ({
      name: 'Aviso legal',
      path: 'aviso-legal',
      metaTitle: `Aviso legal | ${brand}`,
      metaDescription: `Aviso legal de ${brand}, una marca de Werkdruck GmbH.`,
      title: 'Aviso legal',
      body: `## Titular\n${brand} es una marca de Werkdruck GmbH, Musterstraße 12, 50667 Colonia, Alemania.\n\n## Representada por\nLa dirección: Anna Beispiel y Jonas Muster.\n\n## Contacto\nTeléfono: +49 221 123 456 70\nCorreo: [service@${brand.toLowerCase()}.example](mailto:service@${brand.toLowerCase()}.example)\n\n## Registro mercantil\nJuzgado de Colonia, HRB 000000. Número de IVA: DE000000000.\n\n## Resolución de litigios\nNo estamos obligados ni dispuestos a participar en procedimientos de resolución de litigios ante una entidad de arbitraje de consumo.`,
    }),
    privacy: (brand) => ({
      name: 'Privacidad',
      path: 'privacidad',
      metaTitle: `Política de privacidad | ${brand}`,
      metaDescription: `Cómo trata ${brand} tus datos y qué derechos tienes.`,
      title: 'Política de privacidad',
      body: `## Responsable del tratamiento\nEl responsable del tratamiento de tus datos es Werkdruck GmbH, Musterstraße 12, 50667 Colonia, Alemania. Puedes contactar con nuestro delegado de protección de datos en [privacy@${brand.toLowerCase()}.example](mailto:privacy@${brand.toLowerCase()}.example).\n\n## Qué datos tratamos\n- datos del pedido como nombre, dirección y correo, para gestionar tu pedido\n- fotos subidas, exclusivamente para fabricar tus productos\n- datos técnicos al visitar la web, para operarla de forma segura\n\n## Fotos\nUsamos tus fotos solo para tu pedido. Puedes borrar en cualquier momento los proyectos de tu cuenta de cliente.\n\n## Cookies\nUtilizamos las cookies necesarias para que funcionen la cesta y el inicio de sesión. Las demás cookies, solo con tu consentimiento.\n\n## Tus derechos\nTienes derecho de acceso, rectificación, supresión, limitación del tratamiento, portabilidad y oposición, así como a presentar una reclamación ante una autoridad de control.`,
    }),
    terms: (brand) => ({
      name: 'Condiciones generales',
      path: 'condiciones-generales',
      metaTitle: `Condiciones generales de venta | ${brand}`,
      metaDescription: `Las condiciones generales de venta para los pedidos en ${brand}.`,
      title: 'Condiciones generales de venta',
      body: `## 1. Ámbito de aplicación\nEstas condiciones se aplican a todos los pedidos realizados en ${brand}, una marca de Werkdruck GmbH.\n\n## 2. Celebración del contrato\nLa presentación de los productos no constituye una oferta vinculante. Al enviar tu pedido realizas una oferta que aceptamos con la confirmación del pedido.\n\n## 3. Precios y envío\nTodos los precios incluyen el IVA legal. Los gastos de envío se muestran antes de enviar el pedido.\n\n## 4. Productos personalizados\nComo cada producto se fabrica según tus indicaciones, no existe derecho de desistimiento. Eres responsable del contenido que subes, que no debe vulnerar derechos de terceros.\n\n## 5. Garantía\nSe aplica la garantía legal. Además, ofrecemos nuestra garantía de satisfacción.\n\n## 6. Disposiciones finales\nSe aplica el derecho alemán, con exclusión de la Convención de las Naciones Unidas sobre la compraventa internacional de mercaderías, salvo disposiciones imperativas de protección al consumidor.`,
    }),
  },
};
