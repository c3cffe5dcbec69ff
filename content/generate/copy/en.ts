/** English copy (British spelling; also served to en-US). */
import type { Dictionary } from './types';

export const en: Dictionary = {
  toolbox: {
    overview: {
      name: 'Photo tools',
      path: 'photo-tools',
      metaTitle: 'Photo tools: convert, optimise, PDF, print resolution',
      metaDescription:
        'Free tools for your photos: convert files, shrink photos, put several photos into a PDF and check the print resolution.',
      title: 'Photo tools',
      body: 'Before you order, get your photos into shape. All tools are free, and your files are deleted after a short time.',
      toolsHeadline: 'Our tools',
    },
    tools: {
      'convert-file': {
        name: 'Convert a file',
        path: 'photo-tools/convert-file',
        metaTitle: 'Convert an image: JPEG, PNG, WebP, TIFF, AVIF',
        metaDescription: 'Convert your photo to JPEG, PNG, WebP, TIFF or AVIF, free and without an account.',
        title: 'Convert a file',
        body: 'Drop your photo into the box, choose the format you need and download the result. The colour profile and camera data are kept.',
      },
      'optimize-image': {
        name: 'Optimise a photo',
        path: 'photo-tools/optimise-photo',
        metaTitle: 'Shrink and optimise a photo',
        metaDescription:
          'Shrink your photo to a side length or file size. Location and camera data are removed, the colour profile stays.',
        title: 'Optimise a photo',
        body: 'Too large to upload? Give a longest side or a largest file size. Location and camera data are removed, the colour profile is kept.',
      },
      'convert-pdf': {
        name: 'Photos to PDF',
        path: 'photo-tools/create-pdf',
        metaTitle: 'Put several photos into one PDF',
        metaDescription: 'Combine several photos into one PDF, one page per photo.',
        title: 'Photos to PDF',
        body: 'Choose several photos: each gets a page of its own, portrait or landscape like the photo.',
      },
      'print-advice': {
        name: 'Check print resolution',
        path: 'photo-tools/print-resolution',
        metaTitle: 'Check the print resolution: how large does my photo print sharply?',
        metaDescription:
          'Upload your photo and see up to which size it prints sharply on canvas, poster and more.',
        title: 'Check print resolution',
        body: 'Upload your photo and see, for every product, up to which size it prints sharply. From 150 dpi it is sharp, between 100 and 150 dpi still acceptable.',
      },
    },
    moreTools: 'More tools',
  },
  global: {
    header: { service: 'Help & contact', magazine: 'Magazine', account: 'My account', cart: 'Basket' },
    footer: {
      about: 'About us',
      service: 'Customer service',
      shipping: 'Delivery & dispatch times',
      withdrawal: 'Returns & cancellation',
      contact: 'Contact',
      apps: 'Our apps',
      appsText: 'Design on the go with our app for iOS and Android.',
      appStoreAlt: 'Download on the App Store',
      googlePlayAlt: 'Get it on Google Play',
      awards: 'You can count on us',
      awardAlts: ['Satisfaction guarantee', 'Secure payment', 'Printed in Germany'],
      social: 'Follow us',
      international: 'International',
      languages: 'Language',
      newsletterTitle: 'Newsletter',
      newsletterButton: 'Sign up',
      newsletterPrivacy:
        'You can unsubscribe at any time. See our privacy policy for how we handle your data.',
      copyright: '© Werkdruck GmbH',
    },
    countries: {
      de: 'Germany',
      at: 'Austria',
      ch: 'Switzerland',
      li: 'Liechtenstein',
      lu: 'Luxembourg',
      be: 'Belgium',
      fr: 'France',
      it: 'Italy',
      es: 'Spain',
      nl: 'Netherlands',
      gb: 'United Kingdom',
      us: 'United States',
    },
    nav: {
      cards: 'Cards',
      photobook: 'Photo books',
      calendar: 'Calendars',
      collage: 'Collages',
      wallArt: 'Wall art',
      frames: 'Frames',
      occasions: 'Occasions',
      giftIdeas: 'Goes well with',
      more: 'Discover more',
      allCards: 'All cards',
      categories: 'Photo book types',
      formats: 'Formats',
      startWithoutDesign: 'Start from scratch',
      photobookAssistant: 'Photo book assistant',
      allPhotobooks: 'All photo books',
      calendarTypes: 'Calendar types',
      collageTypes: 'Collage types',
      withMultipleImages: 'Collage with lots of photos',
      framePoster: 'Framed posters',
      frameCanvas: 'Canvas',
      framePlate: 'Panels',
      frameColours: 'Frame colours',
      frameExtras: 'Extras',
      allFrames: 'All frames',
      colourBlack: 'Black',
      colourWhite: 'White',
      colourOak: 'Natural oak',
      bestseller: 'Bestsellers',
      premium: 'Premium wall art',
      additional: 'More products',
      accessories: 'Accessories',
      formatSquare: 'Square',
      formatLandscape: 'Landscape',
      formatPortrait: 'Portrait',
    },
    cards: {
      logoAlt: 'Fotowerk – go to the home page',
      actionBar: 'New: greeting cards with gold, silver and rose-gold foil',
      about:
        'Since 2011 we have been printing your favourite photos on cards, in photo books, calendars and collages – with an eye for detail and on carefully chosen papers.',
      seoText:
        'Design greeting cards, photo books and photo calendars online: upload your photos, choose a design and we print everything in top quality. Wedding invitation, birth announcement, photo calendar or collage – at Fotowerk you will find the right product for every occasion.',
      newsletterText: 'New designs, ideas for every occasion and exclusive offers straight to your inbox.',
      serviceText: 'We are here for you Monday to Friday, 8 am to 6 pm (CET).',
    },
    posters: {
      logoAlt: 'Wandwerk – go to the home page',
      actionBar: 'Just launched: fine art posters on Hahnemühle paper',
      about:
        'Wandwerk turns your photos into gallery-quality wall art: on canvas, acrylic, aluminium or real glass, or as a framed poster.',
      seoText:
        'Print your photos as wall art: at Wandwerk you design posters, canvas prints, acrylic and aluminium prints, glass prints and photo wallpaper in the size you want. We print with lightfast inks and pack every picture so it arrives safely.',
      newsletterText: 'Interior ideas, new materials and offers for your walls – once a month.',
      serviceText: 'Our wall art advisers are available Monday to Friday, 8 am to 6 pm (CET).',
    },
  },
  common: {
    formatsHeadline: 'Sizes & prices',
    faqHeadline: 'Frequently asked questions',
    relatedHeadline: 'You might also like',
    tipHeadline: 'Our tip',
    highlightsHeadline: 'Why it is worth it',
    customerPictures: 'How it looks in our customers’ homes',
    customerPicturesText: 'Real photos from real homes – shared by people who ordered from us.',
    framesHeadline: 'Our frames',
    accessoriesHeadline: 'Accessories at a glance',
    labels: { new: 'New', bestseller: 'Bestseller', premium: 'Premium' },
    usps: {
      cards: [
        ['Since 2011', 'Experience from millions of printed photos'],
        ['Satisfaction guarantee', 'Not happy? We reprint or refund.'],
        ['Personal service', 'Real people help you by phone and e-mail.'],
      ],
      posters: [
        ['Gallery quality', 'Lightfast inks and accurate colours'],
        ['Packed to arrive safely', 'Every picture travels in made-to-measure packaging.'],
        ['Ready to hang', 'Hanging hardware included – no toolbox marathon.'],
      ],
    },
    occasionDesignsCta: 'See the designs',
    occasionIdeasHeadline: 'Ideas and wording',
    occasionRelatedHeadline: 'More for the occasion',
    contactFormHeadline: 'Write to us',
  },
  cards: {
    home: {
      name: 'Home',
      path: 'home',
      metaTitle: 'Cards, photo books & calendars with your photos | Fotowerk',
      metaDescription:
        'Design greeting cards, photo books, photo calendars and collages online and have them printed in top quality.',
      headline: 'Your photos. Beautifully printed.',
      subline: 'Cards, photo books and calendars for every occasion – designed in minutes.',
      cta: 'Start designing',
      label: 'New',
      title: 'Personal gifts with your favourite photos',
      intro:
        'A wedding invitation, a thank-you card for a new baby or a photo calendar for the family: with our templates you create printed keepsakes from the heart in just a few steps.\n\nChoose a design, upload your photos and adjust the text and colours – the preview always shows exactly how your product will look.',
      productsHeadline: 'Popular products',
      secondHeadline: 'Cards for every occasion',
      uspHeadline: 'Why customers order from us',
      feedHeadline: 'New from our card studio',
      outro:
        'Every product is printed to order for you and carefully packed. Questions? Our [customer service](hilfe) is happy to help.',
    },
    products: {
      karten: {
        name: 'Greeting cards',
        path: 'greeting-cards',
        tile: 'For weddings, births, birthdays and more',
        metaTitle: 'Personalised photo greeting cards | Fotowerk',
        metaDescription:
          'Invitations, thank-you cards and greetings with your photos: hundreds of designs, fine papers and gold, silver and rose-gold foil.',
        headline: 'Cards people keep',
        subline: 'Hundreds of designs for every occasion – with your photos and your words.',
        cta: 'Discover cards',
        title: 'Greeting cards with your photos',
        intro:
          'A personal card says more than any message on a phone. Choose from hundreds of designs by our graphic designers, add your photos and write your text – from save the date to Christmas card.\n\nYou can order a single card; for larger runs, every extra card costs less.',
        highlights: [
          ['Fine papers', 'Matt, glossy or with a tactile texture'],
          ['Foil finishes', 'Gold, silver, rose gold and raised varnish'],
          ['From one card', 'Single cards at a small price'],
        ],
        sections: {
          klappkarten: [
            'Folded cards',
            'Plenty of room for photos and words: a picture on the front and space inside for the schedule, directions or a personal note. Ideal for invitations and thank-you cards.',
          ],
          postkarten: [
            'Postcards',
            'A quick joy in the letterbox – a photo on one side, room for greetings and the address on the back.',
          ],
          veredelung: [
            'Foil finishes',
            'Hot foil in gold, silver or rose gold makes names and ornaments shine in the light. Raised varnish even lets you feel the details.',
          ],
        },
        tip: 'Order a sample card first: you can hold the paper and see the colours before printing the whole run.',
        faq: [
          [
            'Can I order envelopes as well?',
            'Yes. Matching envelopes in many colours are available while you design and on our [accessories](zubehoer) page.',
          ],
          [
            'How quickly will my cards arrive?',
            'We usually print cards within two working days; delivery time is added to that.',
          ],
        ],
      },
      fotobuch: {
        name: 'Photo book',
        path: 'photo-books',
        tile: 'Your memories, bound to last',
        metaTitle: 'Create a photo book online – lay-flat & digital print | Fotowerk',
        metaDescription:
          'Design your photo book with lay-flat binding on real photo paper or in digital print – with templates or freely, in many sizes.',
        headline: 'A book full of favourite moments',
        subline: 'Holidays, weddings or baby’s first year – tell your story in pictures.',
        cta: 'Create a photo book',
        title: 'Your photo book',
        intro:
          'A photo book gets your best pictures out of your phone and turns them into something to leaf through, give and rediscover.\n\nChoose between the **lay-flat photo book** on real photographic paper, the versatile **digital photo book** and the light **photo booklet**.',
        highlights: [
          ['Lay-flat binding', 'Panoramas across the spread without a fold'],
          ['Many sizes', 'From A5 to 30 × 30 cm'],
          ['Templates or freestyle', 'With designs or entirely your way'],
        ],
        sections: {
          echtfotobuch: [
            'Lay-flat photo book',
            'Exposed on real photographic paper with lay-flat binding: the pages lie flat, colours glow and panoramas run across the spread without a crease.',
          ],
          digitalfotobuch: [
            'Digital photo book',
            'Digitally printed on matt or glossy papers, with a hard or soft cover. The flexible choice for thick holiday books.',
          ],
          fotoheft: [
            'Photo booklet',
            'Light, slim and stapled – perfect as a guest booklet, an invitation to leaf through or a small thank-you.',
          ],
          formate: [
            'Sizes',
            'Square in 20 × 20 and 30 × 30 cm, landscape in A3, A4 or A5 and portrait in A4 or A5.',
          ],
          assistent: [
            'Photo book assistant',
            'Short on time? The assistant places your photos on the pages automatically – you only add the finishing touches.',
          ],
        },
        tip: 'Sort your photos into folders by day or chapter before uploading – the assistant then fills the pages in the right order.',
        faq: [
          [
            'How many pages can my photo book have?',
            'Between 24 and 150 pages, depending on the type of book. You can add or remove pages at any time while designing.',
          ],
          [
            'Can I keep working on my project later?',
            'Yes, your projects are saved in your customer account.',
          ],
        ],
      },
      fotokalender: {
        name: 'Photo calendar',
        path: 'photo-calendars',
        tile: 'Twelve months of favourite moments',
        metaTitle: 'Personalised photo calendars – wall, desk & family planners | Fotowerk',
        metaDescription:
          'Photo calendars with your pictures: wall calendars, desk calendars, family planners, kitchen and appointment calendars – starting in any month.',
        headline: 'A new favourite picture every month',
        subline: 'Wall calendars, desk calendars and family planners – starting in the month you choose.',
        cta: 'Create a calendar',
        title: 'Photo calendars for every spot',
        intro:
          'A photo calendar is the gift that brings joy all year long. Choose the size and calendar type, add a photo for every month and enter birthdays right away.\n\nYou decide the starting month, so your calendar does not have to begin in January. All designs are under [all photo calendars](alle-fotokalender).',
        highlights: [
          ['Any starting month', 'Begin whenever you like'],
          ['Add birthdays', 'Names and dates appear in the calendar'],
          ['Many sizes', 'From A6 to A3 and panorama'],
        ],
        sections: {
          wandkalender: [
            'Wall calendar',
            'The classic in portrait or landscape, from A4 to A3 – with a large photo and a clear calendar grid.',
          ],
          tischkalender: [
            'Desk calendar',
            'Stands on your desk or shelf, on a wooden base or block – small in size, big on feeling.',
          ],
          familienplaner: [
            'Family planner',
            'With a column for every family member, so football practice, parents’ evening and the dentist never get mixed up.',
          ],
          kuechenkalender: [
            'Kitchen calendar',
            'The slim portrait format fits any kitchen wall and still leaves room for shopping notes.',
          ],
          terminkalender: [
            'Appointment calendar',
            'Generous day boxes for all your appointments, plus a photo every month to lift your mood.',
          ],
        },
        tip: 'Photo calendars are a favourite Christmas present – order by mid-December so yours is under the tree in time.',
        faq: [
          [
            'Can I show public holidays?',
            'Yes, your country’s public holidays are added automatically; you can also hide them.',
          ],
          ['Which paper do you use?', 'A sturdy, matt art paper that is easy to write on.'],
        ],
      },
      fotocollage: {
        name: 'Photo collage',
        path: 'photo-collages',
        tile: 'Lots of photos, one picture',
        metaTitle: 'Create a photo collage – on canvas, as a poster or framed | Fotowerk',
        metaDescription:
          'Create a photo collage with up to 50 pictures: on canvas, as a poster or framed, with ready-made layouts or arranged freely.',
        headline: 'One year, one trip, one wall',
        subline: 'Bring lots of photos together in one picture – on canvas, as a poster or framed.',
        cta: 'Create a collage',
        title: 'Photo collage with your pictures',
        intro:
          'Some stories do not fit into a single photo. A collage brings together the highlights of a holiday, a year or a whole life in one picture.\n\nChoose a layout for 2 to 50 pictures or arrange your photos freely.',
        highlights: [
          ['Up to 50 photos', 'Layouts for any number of pictures'],
          ['Three materials', 'Canvas, poster or framed'],
          ['Add text', 'Names, dates and quotes'],
        ],
        sections: {
          'leinwand-collage': [
            'Canvas collage',
            'Stretched over a wooden frame and ready to hang – the warm, matt surface flatters every photo.',
          ],
          'poster-collage': [
            'Poster collage',
            'The affordable choice for large sizes, on matt or glossy poster paper.',
          ],
          'collage-mit-rahmen': [
            'Framed collage',
            'In a black wooden frame with a white mount – a gift that can go straight on the wall.',
          ],
        },
        tip: 'For a calm look, pick photos with similar colours or turn all pictures black and white.',
        faq: [
          [
            'What resolution should my photos have?',
            'Phone photos are fine for most collages. If a picture is too small, the preview warns you.',
          ],
          ['Can I add text?', 'Yes, text boxes for names, dates and quotes can be placed anywhere.'],
        ],
      },
      fotobox: {
        name: 'Photo box',
        path: 'photo-box',
        tile: 'Your prints in a beautiful box',
        metaTitle: 'Create a photo box with prints | Fotowerk',
        metaDescription:
          'The photo box: up to 100 photo prints in a sturdy box with your photo on the lid – a gift you can hold.',
        headline: 'Memories you can hold',
        subline: 'Up to 100 prints in a box with your favourite photo on the lid.',
        cta: 'Create a photo box',
        title: 'The photo box',
        intro:
          'Photos to pass around, pin up and give away: the photo box keeps your prints in a sturdy box with a magnetic closure.\n\nDesign the lid with a photo and a title – and the box itself becomes a gift.',
        highlights: [
          ['Up to 100 prints', 'Small or in the large MAX size'],
          ['Personal lid', 'With photo and title'],
          ['Magnetic closure', 'Sturdy and reusable'],
        ],
        sections: {
          inhalt: [
            'What fits in the box',
            'The small box holds prints of 10 × 10 or 10 × 13 cm, the large box (MAX) prints up to 13 × 18 cm.',
          ],
          papier: ['Papers', 'Choose matt, glossy or Hahnemühle fine art paper with a velvety surface.'],
        },
        tip: 'A photo box with pictures from baby’s first year makes a wonderful gift for grandparents.',
        faq: [
          [
            'Can I order the box without photos?',
            'The photo box is only available together with your prints.',
          ],
          [
            'How many photos do I need to upload?',
            'At least ten. If there are spaces left, you can print pictures more than once.',
          ],
        ],
      },
      fotoabzuege: {
        name: 'Photo prints',
        path: 'photo-prints',
        tile: 'Classic prints in lab quality',
        metaTitle: 'Order photo prints online – matt, glossy & fine art | Fotowerk',
        metaDescription:
          'Lab-quality photo prints: from 9 × 13 to 20 × 30 cm, on matt, glossy or Hahnemühle paper.',
        headline: 'Your photos in your hands',
        subline: 'Lab-quality prints – from the classic 10 × 15 to large formats.',
        cta: 'Order prints',
        title: 'Lab-quality photo prints',
        intro:
          'For the album, the fridge or a friend: our photo prints are exposed on real photographic paper and keep their colours for decades.\n\nUpload as many pictures as you like, choose the size and finish – done.',
        highlights: [
          ['Real photo paper', 'Exposed, not printed'],
          ['Many sizes', 'From 9 × 13 to 20 × 30 cm'],
          ['White border', 'For a retro look, if you like'],
        ],
        sections: {
          formate: [
            'Sizes',
            'Classic 10 × 15 cm, square 10 × 10 cm or large up to 20 × 30 cm – the right aspect ratio for every camera.',
          ],
          papier: [
            'Finishes',
            'Glossy for brilliant colours, matt for fewer reflections and Hahnemühle paper for a fine art look.',
          ],
        },
        tip: 'For phone photos in 4:3, the 10 × 13 cm print is ideal – nothing gets cropped.',
        faq: [
          ['Will my photos be cropped?', 'Only if the aspect ratio differs; the preview shows you the crop.'],
          ['Are there bulk discounts?', 'Yes, from 100 prints every additional print costs less.'],
        ],
      },
      leinwanddruck: {
        name: 'Canvas print',
        path: 'canvas-prints',
        tile: 'Your photo as gallery-quality wall art',
        metaTitle: 'Canvas prints – your photo on canvas | Fotowerk',
        metaDescription:
          'Your photo on canvas: stretched over a wooden frame, in many sizes and, if you like, in a floater frame.',
        headline: 'Your favourite photo on canvas',
        subline: 'Stretched over a wooden frame and ready to hang.',
        cta: 'Create a canvas',
        title: 'Canvas print with your photo',
        intro:
          'On canvas, a photo takes on the presence of a painting. We print on a textured cotton-blend canvas and stretch it by hand over a wooden stretcher frame.\n\nThe hanging hardware is already fitted – unpack, hang, enjoy.',
        highlights: [
          ['Stretched by hand', 'On a wooden stretcher frame'],
          ['Ready to hang', 'Hanging hardware included'],
          ['Lightfast', 'Colours that do not fade'],
        ],
        sections: {
          keilrahmen: [
            'Stretcher frame',
            'Choose 2 cm for a slim look or 4 cm for a bold, three-dimensional effect.',
          ],
          schattenfugenrahmen: [
            'Floater frame',
            'The floating frame leaves a narrow gap around the canvas – just like in a gallery.',
          ],
        },
        tip: 'With a “mirrored” edge, the picture continues around the sides without losing anything at the front.',
        faq: [
          ['Which sizes are available?', 'From 20 × 20 cm to 120 × 80 cm, plus panoramic sizes.'],
          ['Can I hang the canvas in the bathroom?', 'Brief humidity is no problem, but direct water is.'],
        ],
      },
      fotorahmen: {
        name: 'Photo frames',
        path: 'photo-frames',
        tile: 'Framed and ready for the wall',
        metaTitle: 'Framed photos – picture frames with your print | Fotowerk',
        metaDescription:
          'Your photo ready framed: wooden and aluminium frames in black, white or oak, with a mount and acrylic glazing.',
        headline: 'Framed. Delivered. Hung.',
        subline: 'Your photo in a wooden or aluminium frame – with a mount if you like.',
        cta: 'Choose a frame',
        title: 'Picture frames with your photo',
        intro:
          'A good frame turns a photo into a picture. We print your image, cut the mount and frame it all – you only need to put a nail in the wall.\n\nChoose from wooden frames in black, white and oak or slim aluminium frames.',
        highlights: [
          ['Ready framed', 'Print, mount and frame in one'],
          ['Shatterproof acrylic', 'Light and safe in transit'],
          ['Three colours', 'Black, white and natural oak'],
        ],
        sections: {
          holzrahmen: [
            'Wooden frame',
            'Solid wooden mouldings in black, white or natural oak – timeless and warm.',
          ],
          alurahmen: [
            'Aluminium frame',
            'Slim and modern in brushed silver or black – ideal for architecture and black-and-white photos.',
          ],
          'acrylglas-rahmen': [
            'Framed acrylic',
            'Your photo behind acrylic in a floater frame: brilliant colours and an elegant floating effect.',
          ],
          passepartout: [
            'Mount',
            'A white mount with a 3 cm border gives the picture room to breathe and draws the eye to what matters.',
          ],
        },
        tip: 'If you hang several frames as a gallery wall, choose the same frame colour for all of them for a calm look.',
        faq: [
          [
            'Is the glazing real glass?',
            'We use shatterproof acrylic; museum glass is available at Wandwerk.',
          ],
          ['Can I order without a mount?', 'Yes, the mount is optional.'],
        ],
      },
      zubehoer: {
        name: 'Accessories',
        path: 'accessories',
        tile: 'Envelopes, inserts and ribbons',
        metaTitle: 'Card accessories – envelopes, inserts & ribbons | Fotowerk',
        metaDescription: 'Coloured envelopes, vellum inserts, ribbons and gift boxes to match your cards.',
        headline: 'The finishing touch for your cards',
        subline: 'Envelopes, inserts, ribbons and boxes – to fit every size.',
        cta: 'See accessories',
        title: 'Accessories for your cards',
        intro:
          'The right accessories turn a card into a small experience. Everything fits our card sizes exactly and can be added while you design.',
        highlights: [
          ['Perfect fit', 'For every card size'],
          ['Many colours', 'From natural white to midnight blue'],
          ['Add in one click', 'Right in the designer'],
        ],
        sections: {
          briefumschlaege: ['Envelopes', 'In white, kraft and many colours, in C6, B6 and DL sizes.'],
          einlegeblaetter: ['Inserts', 'Vellum or fine natural paper for the schedule, menu or directions.'],
          schleifen: ['Ribbons & bows', 'Satin ribbons and bows in white, gold and rose gold.'],
          geschenkboxen: [
            'Gift boxes',
            'Sturdy boxes for photos and cards – with a lid, so unwrapping becomes an occasion.',
          ],
        },
        tip: 'Kraft envelopes go beautifully with cards in a boho or natural style.',
        faq: [
          ['Can I order accessories on their own?', 'Accessories are available together with your cards.'],
          ['Can the envelopes be printed?', 'If you like, we print your return address on the flap.'],
        ],
      },
    },
    occasions: {
      einschulung: {
        name: 'First day at school',
        path: 'school-start',
        tile: 'For the big first school day',
        metaTitle: 'First day at school invitations | Fotowerk',
        metaDescription:
          'Invitations and thank-you cards for the first day at school with a photo – cheerful designs with school cones, pencils and names.',
        headline: 'The first day at school',
        subline: 'Cheerful cards for new pupils and their guests.',
        cta: 'School start cards',
        title: 'First day at school cards',
        intro:
          'A school cone, a new satchel and lots of butterflies: an invitation brings family and friends along for the big day, and a thank-you card keeps the memory alive.',
        designs: 'First day at school designs',
        ideas:
          '### Wording ideas for the invitation\n- “Here we go! Lena is starting school – come and celebrate with us!”\n- “Satchel packed, cone full: we are celebrating Jonas’s first day at school.”\n\n### Tip\nA photo with the school cone at the front door is the classic – and a lovely picture for the thank-you card.',
      },
      firmung: {
        name: 'Confirmation',
        path: 'confirmation',
        tile: 'Invitations and thank-you cards for confirmation',
        metaTitle: 'Confirmation cards | Fotowerk',
        metaDescription:
          'Invitations and thank-you cards for confirmation with a photo – simple, festive and personal.',
        headline: 'Strengthened for life',
        subline: 'Festive confirmation cards with your photo.',
        cta: 'Confirmation cards',
        title: 'Confirmation cards',
        intro:
          'Confirmation is a step towards growing up. Invite sponsors, family and friends with a personal card and thank them afterwards for their wishes and gifts.',
        designs: 'Confirmation designs',
        ideas:
          '### Wording ideas\n- “I have been confirmed and want to thank you for being with me.”\n- “You are warmly invited to my confirmation.”\n\n### Tip\nInclude the church, the time and where the celebration takes place afterwards.',
      },
      geburt: {
        name: 'Birth',
        path: 'birth-announcements',
        tile: 'Welcome, little one',
        metaTitle: 'Birth announcement cards with photo | Fotowerk',
        metaDescription:
          'Birth announcements and thank-you cards with a photo, name, date, length and weight.',
        headline: 'Hello world!',
        subline: 'Birth announcements that proudly introduce the newest family member.',
        cta: 'Create birth announcements',
        title: 'Birth announcements',
        intro:
          'A new little person has arrived! A birth announcement introduces your baby with a photo, name and first details – and thanks everyone for their good wishes at the same time.',
        designs: 'Birth announcement designs',
        ideas:
          '### What to include\n- name, date and time of birth\n- length and weight\n- a photo from the first days\n\n### Wording idea\n“With all our love, we welcome our daughter Mila.”',
      },
      geburtstag: {
        name: 'Birthday',
        path: 'birthday',
        tile: 'Invitations for every birthday party',
        metaTitle: 'Birthday invitations and cards | Fotowerk',
        metaDescription: 'Birthday invitations and greeting cards with a photo – from 18th to 80th birthday.',
        headline: 'Here’s to you!',
        subline: 'Invitations and greetings for milestone birthdays and every one in between.',
        cta: 'Create birthday cards',
        title: 'Birthday cards',
        intro:
          'Whether 30, 50 or 80: a special birthday deserves a special invitation. With photos from then and now, the card itself becomes a talking point.',
        designs: 'Birthday designs',
        ideas:
          '### Wording ideas\n- “The years don’t count – but we’re celebrating every single one!”\n- “Come round, raise a glass with me and bring your good mood.”\n\n### Tip\nCombine a childhood photo with a recent one – guaranteed laughs. For little ones, there are dedicated [kids’ birthday](geburtstag/kindergeburtstag) cards.',
      },
      kindergeburtstag: {
        name: 'Kids’ birthday',
        path: 'birthday/kids-birthday',
        tile: 'Colourful invitations for little guests',
        metaTitle: 'Kids’ birthday party invitations | Fotowerk',
        metaDescription:
          'Colourful kids’ birthday party invitations with a photo – with pirates, unicorns, dinosaurs and more.',
        headline: 'A party for the little ones',
        subline: 'Colourful invitations every child will look forward to.',
        cta: 'Create invitations',
        title: 'Kids’ birthday invitations',
        intro:
          'Pirates, unicorns or dinosaurs: an invitation with their favourite theme gets the excitement going days before the party. Add a photo of the birthday child along with the start and pick-up times.',
        designs: 'Kids’ birthday designs',
        ideas:
          '### What to include\n- start and pick-up time\n- address and phone number\n- whether outdoor clothes are needed\n\n### Wording idea\n“Ahoy! Captain Paul is turning 6 and is looking for a crew for his treasure hunt.”',
      },
      hochzeit: {
        name: 'Wedding',
        path: 'wedding',
        tile: 'From save the date to thank you',
        metaTitle: 'Wedding stationery – invitations, save the dates, thank-you cards | Fotowerk',
        metaDescription:
          'Wedding cards with a photo: save the dates, invitations, menu cards and thank-you cards in one design, with gold foil if you like.',
        headline: 'Yes, we’re celebrating!',
        subline: 'Wedding stationery in one design – from save the date to thank you.',
        cta: 'Create wedding cards',
        title: 'Wedding cards',
        intro:
          'Your wedding stationery tells your story from the first announcement to the last thank you. Choose one design and use it for save the date, invitation, place cards and thank-you card.\n\nGold, silver and rose-gold foil turn your cards into little treasures.',
        designs: 'Wedding designs',
        ideas:
          '### The timeline\n- Save the date: 6 to 12 months before\n- Invitation: 3 to 4 months before\n- Thank-you card: up to 8 weeks after the celebration\n\n### Wording idea\n“We’re tying the knot! Celebrate the happiest day of our lives with us on 14 June.”',
      },
      kommunion: {
        name: 'First Communion',
        path: 'first-communion',
        tile: 'Cards for First Holy Communion',
        metaTitle: 'First Communion cards | Fotowerk',
        metaDescription:
          'Invitations and thank-you cards for First Communion with a photo – simple, festive and personal.',
        headline: 'My First Communion',
        subline: 'Invitations and thank-you cards for a festive day.',
        cta: 'First Communion cards',
        title: 'First Communion cards',
        intro:
          'First Communion is a big day for the whole family. A personal invitation and a thank-you card with a photo make sure it is remembered for a long time.',
        designs: 'First Communion designs',
        ideas:
          '### Wording ideas\n- “I am making my First Communion and would love you to be there.”\n- “Thank you for making my big day so special.”\n\n### Tip\nA photo with the communion candle makes a lovely picture for the thank-you card.',
      },
      konfirmation: {
        name: 'Protestant confirmation',
        path: 'protestant-confirmation',
        tile: 'Invitations and thanks for confirmation',
        metaTitle: 'Protestant confirmation cards | Fotowerk',
        metaDescription:
          'Invitations and thank-you cards for Protestant confirmation with a photo – modern, simple or classic.',
        headline: 'Yes to my own path',
        subline: 'Confirmation cards as individual as the young people being confirmed.',
        cta: 'Confirmation cards',
        title: 'Protestant confirmation cards',
        intro:
          'At confirmation, young people say yes to their faith for themselves. Modern designs with a photo suit this step – from understated to colourful.',
        designs: 'Confirmation designs',
        ideas:
          '### Wording ideas\n- “I am being confirmed and warmly invite you to join us.”\n- “Thank you for your wishes and gifts for my confirmation.”\n\n### Tip\nPut the confirmation verse on the back as a quote.',
      },
      ostern: {
        name: 'Easter',
        path: 'easter',
        tile: 'Springtime Easter greetings',
        metaTitle: 'Easter cards with photo | Fotowerk',
        metaDescription:
          'Easter cards with your photos – springlike designs for greetings to family and friends.',
        headline: 'Happy Easter!',
        subline: 'Springlike greetings with your photos.',
        cta: 'Create Easter cards',
        title: 'Easter cards',
        intro:
          'Colourful eggs, the first blossoms and the family photo from the Easter walk: an Easter card sends a little bit of spring to everyone you love.',
        designs: 'Easter designs',
        ideas:
          '### Wording ideas\n- “Happy Easter and sunny spring days!”\n- “A nest full of joy from all of us …”\n\n### Tip\nSend your cards about a week before Easter so they arrive in time.',
      },
      taufe: {
        name: 'Christening',
        path: 'christening',
        tile: 'Christening invitations and thank-you cards',
        metaTitle: 'Christening cards with photo | Fotowerk',
        metaDescription:
          'Christening invitations and thank-you cards with a photo, verse and name – delicate, simple and festive.',
        headline: 'Welcome to the family of faith',
        subline: 'Delicate christening cards with a photo and a verse.',
        cta: 'Create christening cards',
        title: 'Christening cards',
        intro:
          'Family, godparents and friends come together for a christening. Invite them with a card showing a photo, a verse and all the details – and say thank you afterwards in the same design.',
        designs: 'Christening designs',
        ideas:
          '### Popular christening verses\n- “For he will command his angels concerning you to guard you in all your ways.”\n- “A child is a gift from heaven.”\n\n### Tip\nA card for the godparents with a photo of you together makes a lovely keepsake.',
      },
      trauer: {
        name: 'Sympathy',
        path: 'sympathy',
        tile: 'Dignified cards for saying goodbye',
        metaTitle: 'Funeral and sympathy thank-you cards | Fotowerk',
        metaDescription:
          'Funeral announcements, sympathy cards and thank-you cards with a photo – dignified, calm and personal.',
        headline: 'In loving memory',
        subline: 'Dignified cards for saying goodbye and saying thank you.',
        cta: 'Create sympathy cards',
        title: 'Sympathy cards',
        intro:
          'When someone passes away, words often fail us. Our calm designs help you say goodbye, invite people to the funeral and thank them for their sympathy.\n\nWe print sympathy cards with priority so they reach you in time.',
        designs: 'Sympathy card designs',
        ideas:
          '### Wording ideas for the thank-you card\n- “We are deeply grateful for the many signs of sympathy and support.”\n- “It comforts us to know how many people valued him.”\n\n### Tip\nA photo from a happy moment remembers a life, not only the farewell.',
      },
      weihnachtenGeschaeftlich: {
        name: 'Business Christmas cards',
        path: 'christmas/business',
        tile: 'Season’s greetings to clients and partners',
        metaTitle: 'Business Christmas cards with your logo | Fotowerk',
        metaDescription:
          'Business Christmas cards with your logo and company photo – stylish, in large runs and with volume pricing.',
        headline: 'Thank you for a great year',
        subline: 'Christmas cards for clients, partners and your team – with your logo.',
        cta: 'Create company cards',
        title: 'Business Christmas cards',
        intro:
          'A printed Christmas card shows clients and partners that they matter to you. Add your logo and a team photo, and sign by hand if you like.\n\nFor larger runs, the price per card drops considerably.',
        designs: 'Designs for companies',
        ideas:
          '### Wording ideas\n- “Thank you for your trust and cooperation – we wish you a wonderful festive season.”\n- “Here’s to a successful new year – together with you.”\n\n### Tip\nOrder by the end of November so the cards are sent before the holidays.',
      },
      weihnachtenPrivat: {
        name: 'Christmas',
        path: 'christmas/personal',
        tile: 'Christmas cards with a family photo',
        metaTitle: 'Photo Christmas cards | Fotowerk',
        metaDescription:
          'Personal Christmas cards with a family photo – festive designs with gold and silver foil.',
        headline: 'Merry Christmas!',
        subline: 'Christmas cards with your best photos of the year.',
        cta: 'Create Christmas cards',
        title: 'Christmas cards',
        intro:
          'The best family photo of the year, a few warm words and a touch of gold foil: that is how your Christmas greetings end up on the fridge.',
        designs: 'Christmas designs',
        ideas:
          '### Wording ideas\n- “Merry Christmas and a healthy New Year from …”\n- “Time for candlelight, mince pies and the people we love.”\n\n### Tip\nA [photo calendar](fotokalender) makes the perfect gift to go with the card.',
      },
    },
    cardDesigns: {
      name: 'Design cards',
      path: 'design-cards',
      metaTitle: 'Design cards online – all designs | Fotowerk',
      metaDescription:
        'All card designs at a glance: filter by occasion, size and colour and design your card with a photo.',
      headline: 'Find your card design',
      subline: 'Hundreds of designs to filter by occasion, size and colour.',
      cta: 'Browse designs',
      title: 'Design cards',
      body: 'Here you will find every design by our graphic designers. Filter by occasion, size or colour, open a design and replace the sample photos with your own.\n\nEvery design can be adapted freely: you choose the fonts, colours and text.',
      gridHeadline: 'All designs',
      occasionsHeadline: 'Browse by occasion',
    },
    allCalendars: {
      name: 'All photo calendars',
      path: 'all-photo-calendars',
      metaTitle: 'All photo calendars at a glance | Fotowerk',
      metaDescription:
        'All photo calendar designs at a glance: wall calendars, desk calendars, family planners and more.',
      title: 'All photo calendars',
      body: 'All our calendar designs at a glance. Filter by calendar type and size and start with the design you like.',
      gridHeadline: 'Calendar designs',
    },
    magazine: {
      name: 'Magazine',
      path: 'magazin',
      metaTitle: 'Magazine – ideas, how-tos and inspiration | Fotowerk',
      metaDescription:
        'Ideas for cards, photo books and calendars, wording for every occasion and tips for better photos.',
      headline: 'Ideas from the heart',
      subline: 'Wording ideas, design tips and inspiration for every occasion.',
      cta: 'Start browsing',
      title: 'The Fotowerk magazine',
      intro:
        'In our magazine we collect what inspires us in the card studio: wording ideas for invitations, tips for the perfect family photo and inspiration for photo books you will open again and again.',
      featuredHeadline: 'Popular right now',
      feedHeadline: 'Latest designs',
      topicsHeadline: 'Topics',
    },
  },
  posters: {
    home: {
      name: 'Home',
      path: 'home',
      metaTitle: 'Wall art from your photos – canvas, acrylic, posters | Wandwerk',
      metaDescription:
        'Print your photos as wall art: posters, canvas, acrylic, aluminium, glass and photo wallpaper in gallery quality.',
      headline: 'Your wall. Your picture.',
      subline: 'Photos as posters, canvas, acrylic and more – in gallery quality.',
      cta: 'Create wall art',
      label: 'Bestseller',
      title: 'Wall art from your photos',
      intro:
        'A photo on the wall changes a room. At Wandwerk you choose the material that suits your picture and your interior – from a light poster to acrylic with real depth.\n\nUpload your photo, choose the size and see in the preview how it will look.',
      productsHeadline: 'Our bestsellers',
      secondHeadline: 'Premium wall art',
      uspHeadline: 'Why Wandwerk',
      feedHeadline: 'New on our walls',
      outro:
        'Not sure which material suits you? Our [help pages](hilfe) offer advice on materials and sizes.',
    },
    products: {
      posterdruck: {
        name: 'Posters',
        path: 'poster-printing',
        tile: 'Large, light and affordable',
        metaTitle: 'Poster printing – your photo as a poster | Wandwerk',
        metaDescription:
          'Print your photo as a poster: matt, satin or glossy, from A4 to 100 × 150 cm, with a frame or poster hanger if you like.',
        headline: 'Go big',
        subline: 'Your photo as a poster – up to 100 × 150 cm.',
        cta: 'Create a poster',
        title: 'Poster printing with your photo',
        intro:
          'A poster is the quickest way to a big picture on your wall. We print on sturdy poster paper with lightfast inks – for rich colours and fine detail.\n\nFor art lovers there is the [fine art poster](posterdruck/fine-art) on Hahnemühle paper.',
        highlights: [
          ['Up to 100 × 150 cm', 'And every size in between'],
          ['Three finishes', 'Matt, satin or glossy'],
          ['Shipped safely', 'Rolled in a sturdy tube'],
        ],
        sections: {
          papiere: [
            'Poster papers',
            'Matt for calm, glare-free pictures, satin as the all-rounder and glossy for maximum brilliance.',
          ],
          aufhaengung: [
            'Hanging',
            'Wooden poster hangers let your poster hang without a frame – or go straight for [framed prints](bilder-mit-rahmen).',
          ],
        },
        tip: 'Pictures with lots of sky or water look especially calm on matt paper.',
        faq: [
          ['Will my poster be folded?', 'No, we always ship posters rolled in a sturdy tube.'],
          [
            'What resolution do I need?',
            'About 6 megapixels are enough for A2; the preview warns you if it gets tight.',
          ],
        ],
      },
      fineArt: {
        name: 'Fine art poster',
        path: 'poster-printing/fine-art',
        tile: 'On Hahnemühle paper in museum quality',
        metaTitle: 'Fine art posters on Hahnemühle paper | Wandwerk',
        metaDescription:
          'Fine art prints on Hahnemühle Photo Rag: a velvety surface, deep blacks and museum quality for your photos.',
        headline: 'Museum quality for your photo',
        subline: 'Printed on Hahnemühle Photo Rag – velvety, matt, long-lasting.',
        cta: 'Create a fine art poster',
        title: 'Fine art poster',
        intro:
          'For photos that deserve to be treated like works of art: we print with pigment inks on Hahnemühle Photo Rag, an acid-free cotton paper with a velvety surface.\n\nThe result has deep blacks and fine gradations and, stored properly, lasts for generations.',
        highlights: [
          ['Hahnemühle Photo Rag', '308 gsm, 100 % cotton'],
          ['Pigment inks', 'Archival and lightfast'],
          ['White border', 'Ready for framing, if you like'],
        ],
        sections: {
          papier: [
            'The paper',
            'Hahnemühle Photo Rag is acid-free, matt and lightly textured – the choice of many museums and galleries.',
          ],
          druck: [
            'The print',
            'Twelve pigment colours give a wide colour gamut and particularly neutral greys.',
          ],
        },
        tip: 'Black-and-white photos gain a special depth on fine art paper.',
        faq: [
          ['Is the paper delicate?', 'The matt surface should not be touched; framing the poster is best.'],
          ['Can I choose a white border?', 'Yes, a 2 or 5 cm border is possible.'],
        ],
      },
      leinwanddruck: {
        name: 'Canvas',
        path: 'canvas-prints',
        tile: 'The classic with the charm of a painting',
        metaTitle: 'Gallery-quality canvas prints | Wandwerk',
        metaDescription:
          'Your photo on canvas: hand-stretched over a wooden frame, 2 or 4 cm deep, with a floater frame and in sizes up to 150 cm.',
        headline: 'Canvas in gallery quality',
        subline: 'Hand-stretched, lightfast and up to 150 cm.',
        cta: 'Create a canvas',
        title: 'Canvas prints',
        intro:
          'Our canvases are printed on a finely textured blended canvas and stretched by hand over a frame made of FSC-certified wood.\n\nIn a floater frame, the canvas seems to hover inside the frame.',
        highlights: [
          ['Handmade', 'Every canvas stretched individually'],
          ['Up to 150 cm', 'Panoramic and square too'],
          ['FSC wood', 'Stretcher frames from sustainable forestry'],
        ],
        sections: {
          keilrahmen: ['Stretcher frame', '2 cm for a slim look, 4 cm for a bold, three-dimensional effect.'],
          schattenfugenrahmen: [
            'Floater frame',
            'The frame in black, white or oak leaves a narrow gap and gives the canvas gallery elegance.',
          ],
          kante: [
            'Edges',
            'Mirrored, coloured or with the picture wrapping around – you decide how the sides look.',
          ],
        },
        tip: 'For a large canvas above the sofa, about two thirds of the sofa’s width looks most balanced.',
        faq: [
          ['How is the canvas hung?', 'Hanging hardware is pre-fitted; from 100 cm we include two.'],
          ['How do I clean the canvas?', 'Remove dust with a soft, dry cloth.'],
        ],
      },
      bilderMitRahmen: {
        name: 'Framed prints',
        path: 'framed-prints',
        tile: 'Ready framed in wood or aluminium',
        metaTitle: 'Framed photo prints | Wandwerk',
        metaDescription:
          'Your photo ready framed: wooden and aluminium frames, mounts and museum glass – in sizes up to 100 × 70 cm.',
        headline: 'Framed like in a gallery',
        subline: 'Wooden and aluminium frames, mounts and museum glass.',
        cta: 'Create a framed print',
        title: 'Framed prints',
        intro:
          'We print your photo, cut the mount and put it all in the frame of your choice. For particularly precious pictures there is anti-reflective museum glass.',
        highlights: [
          ['Your choice of frame', 'Wood or aluminium, three colours'],
          ['Museum glass', 'Anti-reflective with UV protection'],
          ['Ready assembled', 'Including hanging hardware'],
        ],
        sections: {
          holzrahmen: [
            'Wooden frame',
            'Solid mouldings in black, white and natural oak – warm and timeless.',
          ],
          alurahmen: ['Aluminium frame', 'Slim profiles in silver or black for a modern, graphic look.'],
          passepartout: ['Mount', 'White or cream, 3 cm wide, with a cleanly cut bevel.'],
          museumsglas: [
            'Museum glass',
            'Almost invisible, anti-reflective glass with UV protection – for pictures that should stay vivid for a long time.',
          ],
        },
        tip: 'A mount makes even smaller photos look elegant in large frames.',
        faq: [
          [
            'Which glazing is standard?',
            'Shatterproof acrylic is standard; museum glass is available for a surcharge.',
          ],
          ['Can I order just the frame?', 'No, our frames are only available together with your print.'],
        ],
      },
      acrylglas: {
        name: 'Acrylic',
        path: 'acrylic-prints',
        tile: 'Brilliant colours with depth',
        metaTitle: 'Photo prints on acrylic | Wandwerk',
        metaDescription:
          'Your photo behind acrylic: brilliant colours, depth and a modern look – 2, 4 or 6 mm thick, with invisible hanging.',
        headline: 'Colours that glow',
        subline: 'Your photo behind acrylic – brilliant and with real depth.',
        cta: 'Create an acrylic print',
        title: 'Photo on acrylic',
        intro:
          'Behind acrylic, colours gain a luminosity no paper can match. We mount your photo print to acrylic and stabilise it with an aluminium composite back panel.\n\nThe invisible hanging system makes the picture float in front of the wall.',
        highlights: [
          ['Brilliant', 'Colours with depth'],
          ['Floating', 'Invisible hanging system'],
          ['Up to 6 mm thick', 'For an especially three-dimensional look'],
        ],
        sections: {
          staerke: [
            'Thicknesses',
            '2 mm looks light and modern, 4 mm is the classic, 6 mm gives maximum depth.',
          ],
          schattenfugenrahmen: [
            'Framed acrylic',
            'In an aluminium floater frame, acrylic becomes an eye-catcher with gallery character.',
          ],
        },
        tip: 'Acrylic reflects slightly – avoid hanging it directly opposite a window.',
        faq: [
          [
            'How do I clean acrylic?',
            'With a soft microfibre cloth and a little water, no abrasive cleaners.',
          ],
          ['Is acrylic shatterproof?', 'Yes, it is far more shatter-resistant and lighter than glass.'],
        ],
      },
      aluDibond: {
        name: 'Aluminium',
        path: 'aluminium-prints',
        tile: 'Modern, matt and rigid',
        metaTitle: 'Photo prints on aluminium (Alu-Dibond) | Wandwerk',
        metaDescription:
          'Your photo on aluminium composite: matt, rigid and modern – on white or brushed aluminium, framed too.',
        headline: 'Modern and matt',
        subline: 'Your photo printed directly on aluminium – rigid and glare-free.',
        cta: 'Create an aluminium print',
        title: 'Photo on aluminium',
        intro:
          'Alu-Dibond is a composite panel of two aluminium layers with a plastic core: light, perfectly rigid and with a matt, glare-free surface.\n\nOn brushed aluminium, light areas of the picture shimmer like metal – ideal for architecture and technology.',
        highlights: [
          ['Glare-free', 'Matt surface without reflections'],
          ['Rigid', 'Will not warp'],
          ['Brushed option', 'With a metallic shimmer'],
        ],
        sections: {
          gebuerstet: [
            'Brushed aluminium',
            'White areas of the picture let the brushed metal show through and create an elegant sheen.',
          ],
          schattenfugenrahmen: [
            'Framed aluminium',
            'The floater frame in black, white or oak shows off the panel elegantly.',
          ],
        },
        tip: 'Aluminium is the right choice for bright rooms with lots of light, because nothing reflects.',
        faq: [
          [
            'Can I hang an aluminium print in the kitchen?',
            'Yes, the surface is robust and easy to wipe clean.',
          ],
          [
            'How is it hung?',
            'With an aluminium rail bonded to the back that lifts the picture off the wall.',
          ],
        ],
      },
      echtglas: {
        name: 'Glass',
        path: 'glass-prints',
        tile: 'Fine glass for special pictures',
        metaTitle: 'Photo prints behind real glass | Wandwerk',
        metaDescription:
          'Your photo behind real glass: scratch-resistant, high-gloss and with elegant depth – mounted on stand-offs.',
        headline: 'Real glass, real depth',
        subline: 'Your photo behind scratch-resistant glass – mounted on stand-offs.',
        cta: 'Create a glass print',
        title: 'Photo behind real glass',
        intro:
          'Real glass is the finest way to show a photo: the glass is scratch-resistant, colour-neutral and gives the picture a depth you can see and feel.\n\nFour stainless-steel stand-offs hold the picture slightly away from the wall.',
        highlights: [
          ['Scratch-resistant', 'Hard, durable glass'],
          ['Colour-neutral', 'Low-iron glass without a green tint'],
          ['Steel stand-offs', 'A floating mount'],
        ],
        sections: {
          glas: ['The glass', 'Low-iron glass, 4 mm thick, with polished edges.'],
          aufhaengung: ['Mounting', 'Four stainless-steel stand-offs and a drilling template are included.'],
        },
        tip: 'Glass is heavier than acrylic – check that your wall is suitable before hanging.',
        faq: [
          ['How heavy is a glass print?', 'About 10 kg per square metre.'],
          ['Can the glass break?', 'We use safety glass, which breaks only in rare cases.'],
        ],
      },
      fototapete: {
        name: 'Photo wallpaper',
        path: 'photo-wallpaper',
        tile: 'Your photo as a whole wall',
        metaTitle: 'Custom photo wallpaper with your own photo | Wandwerk',
        metaDescription:
          'Your own photo wallpaper: printed on non-woven paper, made to measure for your wall and delivered in strips – for living rooms, children’s rooms and offices.',
        headline: 'A wall full of memories',
        subline: 'Your photo as wallpaper – printed to fit your wall exactly.',
        cta: 'Create photo wallpaper',
        title: 'Photo wallpaper with your photo',
        intro:
          'With photo wallpaper, a photo becomes a room. Enter the measurements of your wall, choose the crop and we print the wallpaper in matching strips on hard-wearing non-woven paper.',
        highlights: [
          ['Made to measure', 'Exactly for your wall'],
          ['Non-woven wallpaper', 'Easy to hang and remove'],
          ['Numbered strips', 'No guesswork when hanging'],
        ],
        sections: {
          material: [
            'Material',
            'Hard-wearing non-woven paper with a matt surface, flame-retardant and breathable.',
          ],
          anbringen: [
            'Hanging',
            'Paste the wall, position the strip, smooth it down – the strips are numbered and do not overlap.',
          ],
        },
        tip: 'Landscapes and textures work especially well as wallpaper because they do not need a clear focal point.',
        faq: [
          ['What resolution do I need?', 'For a whole wall we recommend at least 20 megapixels.'],
          ['Is paste included?', 'Yes, suitable paste comes with every order.'],
        ],
      },
    },
    magazine: {
      name: 'Magazine',
      path: 'magazin',
      metaTitle: 'Magazine – ideas for your walls | Wandwerk',
      metaDescription:
        'Interior ideas, tips on materials and sizes and how-tos for the perfect gallery wall.',
      headline: 'Ideas for your walls',
      subline: 'Interior tips, materials explained and how-tos for your gallery wall.',
      cta: 'Get inspired',
      title: 'The Wandwerk magazine',
      intro:
        'Which material suits which picture? How do you hang a gallery wall without riddling the wall with holes? In our magazine we share what we have learned from thousands of pictures.',
      featuredHeadline: 'Materials compared',
      feedHeadline: 'Fresh off the wall',
      topicsHeadline: 'Topics',
    },
  },
  help: (brand) => ({
    name: 'Help & contact',
    path: 'help',
    metaTitle: `Help & contact | ${brand}`,
    metaDescription: `Answers about ordering, delivery and returns at ${brand} – and how to reach our customer service.`,
    title: 'How can we help?',
    body: `Here you will find answers to the most common questions about your ${brand} order. Can’t find what you are looking for? Write to us – we usually reply within one working day.`,
    shippingTitle: 'Delivery & dispatch times',
    shipping:
      'We produce every order individually for you. Most products leave our print shop within two to four working days; large formats may take a little longer. As soon as your parcel is on its way, you will receive an e-mail with tracking.',
    withdrawalTitle: 'Returns & cancellation',
    withdrawal:
      'Personalised products are excluded from the right of withdrawal because they are made to your specifications. If something is damaged or not as you expected, please get in touch anyway: with our satisfaction guarantee we reprint or refund the price.',
    promisesTitle: 'Our promises',
    promises:
      'What the three marks in the footer promise – they are our own commitments, not third-party certifications. **Satisfaction guarantee:** if a product arrives damaged or misprinted, we reprint it or refund the price within 30 days. **Secure payment:** every page is encrypted (HTTPS); card details go only to our payment provider, never to our shop. **Printed in Germany:** every order is produced in our own print works in Germany.',
    contactTitle: 'Contact',
    contact: `You can reach us by e-mail at [service@${brand.toLowerCase()}.example](mailto:service@${brand.toLowerCase()}.example) or by phone Monday to Friday from 8 am to 6 pm (CET).`,
    hotline: 'Phone: {{hotline}}',
  }),
  error: (brand) => ({
    name: 'Error page',
    path: 'error',
    metaTitle: `Page not found | ${brand}`,
    metaDescription: 'Perhaps there is a typo in the address, or the page has moved.',
    title: 'Sorry, this page does not exist (any more)',
    body: 'Perhaps there is a typo in the address, or the page has moved.\n\nHere are our most popular products – or go back to the [home page](home).',
    suggestions: 'Perhaps you are looking for …',
  }),
  photoboxAliasName: 'Picture box',
  legal: {
    imprint: (brand) => ({
      name: 'Imprint',
      path: 'imprint',
      metaTitle: `Imprint | ${brand}`,
      metaDescription: `Legal information about ${brand}, a brand of Werkdruck GmbH.`,
      title: 'Imprint',
      body: `## Provider\n${brand} is a brand of Werkdruck GmbH, Musterstraße 12, 50667 Cologne, Germany.\n\n## Represented by\nThe managing directors: Anna Beispiel and Jonas Muster.\n\n## Contact\nPhone: +49 221 123 456 70\nE-mail: [service@${brand.toLowerCase()}.example](mailto:service@${brand.toLowerCase()}.example)\n\n## Commercial register\nCologne Local Court, HRB 000000. VAT identification number: DE000000000.\n\n## Dispute resolution\nWe are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board.`,
    }),
    privacy: (brand) => ({
      name: 'Privacy',
      path: 'privacy',
      metaTitle: `Privacy policy | ${brand}`,
      metaDescription: `How ${brand} processes your data and what rights you have.`,
      title: 'Privacy policy',
      body: `## Controller\nThe controller responsible for processing your data is Werkdruck GmbH, Musterstraße 12, 50667 Cologne, Germany. You can reach our data protection officer at [privacy@${brand.toLowerCase()}.example](mailto:privacy@${brand.toLowerCase()}.example).\n\n## What data we process\n- order data such as name, address and e-mail address, to fulfil your order\n- uploaded photos, solely to produce your products\n- technical data when you visit the website, to run it securely\n\n## Photos\nWe use your photos only for your order. You can delete projects in your customer account at any time.\n\n## Cookies\nWe set necessary cookies so that the basket and login work. All other cookies only with your consent.\n\n## Your rights\nYou have the right to access, rectification, erasure, restriction of processing, data portability and objection, and the right to lodge a complaint with a supervisory authority.`,
    }),
    terms: (brand) => ({
      name: 'Terms & conditions',
      path: 'terms',
      metaTitle: `Terms and conditions | ${brand}`,
      metaDescription: `The terms and conditions for orders placed with ${brand}.`,
      title: 'Terms and conditions',
      body: `## 1. Scope\nThese terms apply to all orders placed with ${brand}, a brand of Werkdruck GmbH.\n\n## 2. Conclusion of contract\nThe presentation of products is not a binding offer. By submitting your order you make an offer, which we accept with the order confirmation.\n\n## 3. Prices and delivery\nAll prices include statutory VAT. Delivery costs are shown before you submit your order.\n\n## 4. Personalised products\nAs every product is made to your specifications, there is no right of withdrawal. You are responsible for the content you upload; it must not infringe the rights of third parties.\n\n## 5. Warranty\nThe statutory warranty applies. In addition, we offer our satisfaction guarantee.\n\n## 6. Final provisions\nGerman law applies, excluding the UN Convention on Contracts for the International Sale of Goods, unless mandatory consumer protection provisions state otherwise.`,
    }),
  },
};
