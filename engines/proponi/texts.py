"""Every word a Proponi player sees, as templates with named fields: the gettext domain "proponi"
(catalogs: locales/<ll>/LC_MESSAGES/proponi.po). `text(key, **fields)` gives a `Msg` (engines/i18n.py).

Seats are written `<s:N>`; a card's name is a field holding its own `Msg` (the name keys below), a
list field is joined the reader's way, and a sentence that counts is a `Plural`. Card names are the
Italian the cards print (the rulebook's own), kept in every language, as the English does.
"""

from engines.i18n import Domain, Plural, Template

TEXTS: dict[str, Template] = {
    # ---- counted things, used as fields of longer sentences (Proponi's own words win over the glossary's:
    # the Italian rulebook's Quattrini and cubetti) ----
    "n_coins": Plural("{count} coin", "{count} coins"),
    "n_cubes": Plural("{count} cube", "{count} cubes"),
    # two sentences said one after the other (a prompt and its notes)
    "sentences": "{first} {second}",
    # ---- the kinds of card ----
    "kind_system": "system",
    "kind_spare": "spare",
    # ---- names as printed, kept in Italian in every language: resource cards (roles and specials) ----
    "role.commerciale": "Commerciale",
    "role.progettista": "Progettista",
    "role.installatore": "Installatore",
    "special.fabri": "Archivio cartaceo di Fabri",
    "special.grossista": "Catalogo del Grossista",
    "special.colleghi": "Scambio tra Colleghi",
    "special.pronto": "Pronto Intervento",
    "special.fattibilita": "Studio di Fattibilità",
    "special.fiera": "Fiera di Settore",
    # ---- names as printed, kept in Italian in every language: spare cards (ricambi) ----
    "part.filtro": "Filtro Autopulente",
    "part.flussostato": "Flussostato",
    "part.vaso": "Vaso di Espansione",
    "part.pressostato": "Pressostato",
    "part.inverter": "Inverter",
    "part.termostato": "Termostato",
    "part.fancoil": "Fan-coil",
    "part.diffusore": "Diffusore Lineare",
    "part.valvola": "Valvola Termostatica",
    "part.serranda": "Serranda Tagliafuoco",
    "part.umidificatore": "Umidificatore",
    "part.ventilatore": "Ventilatore",
    "part.cuscinetto": "Cuscinetto",
    "part.cinghia": "Cinghia di Trasmissione",
    # ---- names as printed, kept in Italian in every language: system cards (impianti) ----
    "part.geotermica": "Pompa di Calore Geotermica",
    "part.chiller": "Chiller a Levitazione Magnetica",
    "part.caldaia": "Caldaia a Condensazione",
    "part.cogeneratore": "Cogeneratore",
    "part.radiante": "Pannello Radiante",
    "part.uta": "UTA con Recupero di Calore",
    "part.bms": "Building Automation",
    "part.vrf": "Sistema VRF",
    "part.travi": "Travi Fredde",
    "part.torre": "Torre Evaporativa",
    "part.solare": "Solare Termico",
    # a long system name, shortened where a card's name is drawn and in labels (the rulebook's own short forms)
    "short.geotermica": "Pompa Geotermica",
    "short.chiller": "Chiller Lev. Magnetica",
    # ---- names as printed, kept in Italian in every language: the board's systems (column 3) ----
    "existing.1a": "Caldaia a Gasolio",
    "existing.1b": "Gruppo Frigo ad Aria",
    "existing.2a": "Radiatori in Ghisa",
    "existing.2b": "Fan-coil a Due Tubi",
    "existing.3a": "Termostati Meccanici",
    "existing.3b": "Fan-coil a Soffitto",
    "existing.4a": "Centrale Trattamento Aria",
    "existing.4b": "Ventilatori Assiali",
    # ---- names as printed, kept in Italian in every language: event cards ----
    "event.guasto": "Guasto al Piano {floor}",
    "event.perdita": "Perdita d'Acqua al Piano {floor}",
    "event.blackout": "Blackout",
    "event.caldo": "Ondata di Calore",
    "event.gelata": "Gelata Invernale",
    "event.allagamento": "Allagamento del Seminterrato",
    "event.hvac": "Fiera dell'HVAC",
    "event.expo": "Mostra Convegno Expocomfort",
    "event.contotermico": "Conto Termico",
    "event.progettazione": "Bando di Progettazione",
    "event.ordine": "Ordine degli Ingegneri",
    "event.ecobonus": "Ecobonus",
    "event.superbonus": "Superbonus",
    "event.regionale": "Contributo Regionale",
    "event.bando": "Bando Comunale per l'Efficienza",
    "event.credito": "Credito d'Imposta",
    "event.amministratore": "Nuovo Amministratore",
    "event.zelante": "Tecnico Zelante",
    "event.collaudo": "Collaudo Positivo",
    "event.diagnosi": "Diagnosi Energetica",
    # ---- action labels (at most 80 characters once filled: a button's limit; a label with a "_short"
    # twin is shown short in every language when its full form is too long in one) ----
    "card_commerciale": "Play a Commerciale: propose 2 systems or spares",
    "card_progettista": "Play a Progettista: design a proposed system",
    "card_installatore": "Play an Installatore: maintenance or installation",
    "card_special": "Play {card} (special)",
    "propose": "Propose: reveal 2 system or spare cards and place them",
    # a Progettista's design; `done` is design_completes or design_partial, `pay` one of design_paid*
    "design": "Design {part} on floor {floor}{row}: {done}, {pay}",
    # the same, shorter, when the full label is over 80 characters in some language
    "design_short": "Design {part} on {floor}{row}: {done}, {pay}",
    "design_completes": "completes it, to column 2",
    "design_completes_short": "completes it",
    "design_partial": "design {n} of {of}",
    "design_partial_short": "{n} of {of}",
    "design_paid": "+1 coin",
    "design_paid_bank": "+1 coin (bank)",
    "design_unpaid": "unpaid",
    # ordinary maintenance: the floor's health now and after
    "mend": "Ordinary maintenance on floor {floor} ({health} to {after})",
    # extraordinary maintenance (an installation); `cost` is coins
    "install": "Install {part} from floor {floor}{row} (the building pays {cost})",
    "install_bank": "Install {part} from floor {floor}{row} (the bank pays {cost})",
    # a Commerciale's direct contact with the client: it installs like an Installatore
    "direct": "Direct contact: install {part} from floor {floor}{row} (pays {cost})",
    "install_replace": "Install {part} on floor {floor}{row} (pays {cost}), replacing {old}",
    "install_replace_short": "Install {part} on {floor}{row} (pays {cost}), replacing the installed one",
    "direct_replace": "Direct contact: install {part} on {floor}{row} (pays {cost}), replacing {old}",
    "direct_replace_short": "Direct contact: {part} on {floor}{row} (pays {cost}), replacing the old one",
    "rival": "Concorrenza Spietata: take over the cubes on a card",
    "rival_target": Plural("Take over {part} on floor {floor}{row} ({cubes} cube, +1 coin)",
                           "Take over {part} on floor {floor}{row} ({cubes} cubes, +1 coin)", count="cubes"),
    # a special card's search; `role` is a role card's name
    "fetch_discard": "Take from the discard pile: {role}",
    "fetch_deck": "Take from the resource pile: {role}",
    "swap": "Take a random card from <s:{seat}> (they draw one)",
    "fetch_nothing": "Nothing to fetch: go on to your next card",
    "discard": "Discard it: it has no use now",
    "put": "Place {part} on floor {floor}{row}",
    "put_replace": "Place {part} on floor {floor}{row}, replacing {old}",
    "put_replace_short": "Place {part} on {floor}{row}, replacing the card there",
    "put_gain": "Place {part} on floor {floor}{row}, replacing {old} (+1 coin)",
    "put_gain_short": "Place {part} on {floor}{row}, replacing the card there (+1 coin)",
    "back": "Back: choose another card",
    # ---- prompts (posted to the table with the ping: a prompt never names a card of the hand) ----
    "prompt_setup": "Place the {part} you drew ({kind}) on a floor it fits.",
    "prompt_card": "Choose which card to play (year {year}, card {card} of 2).",
    "prompt_follow": "Now play a Commerciale, Progettista or Installatore card: a special is always followed "
                     "by one.",
    "prompt_use": "Choose how to use your card.",
    # `floors` is a list of floor numbers; `count` how many
    "note_emergency": Plural("Floor {floors} is in emergency (health 1): an Installatore, and a Commerciale's "
                             "direct contact, may act only on it.",
                             "Floors {floors} are in emergency (health 1): an Installatore, and a Commerciale's "
                             "direct contact, may act only on them."),
    "note_design_replace": "Completing {part} on floor {floor}{row} moves it to column 2, replacing {old} "
                           "(its cubes go home).",
    "note_replace": "Installing {part} on floor {floor}{row} replaces {old}: its green coins and everyone's cubes "
                    "on it go.",
    "prompt_rival": "Choose the card whose cubes you take over.",
    "prompt_place": "Choose where {part} ({kind}) goes.",
    "prompt_wait": "Nothing to decide right now.",
    # ---- events (public) ----
    "only_choice": "<s:{seat}> has a single choice, made for them: {choice}.",
    "setup_no_room": "<s:{seat}> draws {part} for the set-up, but no free square fits it: it is discarded "
                     "and they draw again.",
    "setup_drawn": "<s:{seat}> draws {part} ({kind}) for the set-up.",
    "year_starts": "Year {year} of {last} begins; <s:{seat}> holds the year die.",
    # `effect` is a list of event effects (below)
    "event_revealed": "Event: {event} ({effect}).",
    "drew_resources": Plural("Each player draws {count} resource card.", "Each player draws {count} resource cards."),
    "played": "<s:{seat}> plays a card: {card}.",
    "played_special": "<s:{seat}> plays {card}.",
    "revealed": "<s:{seat}> proposes {first} and {second}.",
    "revealed_one": "<s:{seat}> proposes {first}.",
    "revealed_none": "<s:{seat}> finds no system or spare card left to propose.",
    # a card placed on the board; `column` is 1 or 2
    "placed": "{part} goes to floor {floor}{row}, column {column}.",
    "placed_cube": "{part} goes to floor {floor}{row}, column {column} with a cube of <s:{seat}>.",
    "displaced": "{part} on floor {floor}{row} is discarded; its cubes go home.",
    "tornaconto": "<s:{seat}> takes 1 coin from the building (Tornaconto).",
    "designed": Plural("<s:{seat}> designs {part} on floor {floor}{row} and is paid {coins} coin.",
                       "<s:{seat}> designs {part} on floor {floor}{row} and is paid {coins} coins.", count="coins"),
    "designed_bank": Plural("<s:{seat}> designs {part} on floor {floor}{row} and is paid {coins} coin by the bank.",
                            "<s:{seat}> designs {part} on floor {floor}{row} and is paid {coins} coins by the bank.",
                            count="coins"),
    "designed_free": "<s:{seat}> designs {part} on floor {floor}{row} without pay (the purse is empty).",
    "moved": "{part} is fully designed and moves to column 2 of floor {floor}{row}.",
    "mended": "<s:{seat}> maintains floor {floor}: health {health}.",
    # `paid` is paid_building, paid_bank or paid_nobody
    "installed_spare": "<s:{seat}> installs the spare {part} on floor {floor}: health {health}; {paid}.",
    "installed_system": "<s:{seat}> installs {part} on floor {floor}{row}: health {health}; {paid}.",
    # `list` is a list of paid_one
    "paid_building": "the building pays {list}",
    "paid_bank": "the bank pays {list}",
    "paid_one": Plural("{coins} coin to <s:{seat}>", "{coins} coins to <s:{seat}>", count="coins"),
    "paid_nobody": "nobody is paid",
    "bonus_paid": Plural("<s:{seat}> gets {coins} coin from the bank ({event}).",
                         "<s:{seat}> gets {coins} coins from the bank ({event}).", count="coins"),
    "rival_done": Plural("<s:{seat}> discards {card} for Concorrenza Spietata on {part}: {cubes} cube goes home, "
                         "one of their cubes leaves the game, +1 coin from the bank.",
                         "<s:{seat}> discards {card} for Concorrenza Spietata on {part}: {cubes} cubes go home, "
                         "one of their cubes leaves the game, +1 coin from the bank.", count="cubes"),
    "fetched_public": "<s:{seat}> takes a card from the discard pile: {card}.",
    "fetched_hidden": "<s:{seat}> searches the resource pile and takes a card.",
    "fetched_private": "You took {card}.",
    "fetched_nothing": "<s:{seat}> finds nothing to take.",
    "swapped": "<s:{seat}> takes a random card from <s:{other}>.",
    "swapped_private": "You took {card} from <s:{other}>.",
    "swap_drawn": "<s:{other}> draws a card in exchange.",
    "swap_lost": "<s:{seat}> took your {card} (Scambio tra Colleghi); you drew {drawn} in exchange.",
    "discarded": "<s:{seat}> discards {card}: it has no use now.",
    "passes": "<s:{seat}> has no card left and passes.",
    "repay": "Floor {floor} ends the year in emergency: <s:{seat}> repays the building 1 coin.",
    "repay_nobody": "Floor {floor} ends the year in emergency, but nobody has a coin to repay.",
    # the year's savings: `sign` is + or −, `coins` how many coins the purse gains or loses
    "savings": "Savings: the purse {sign}{coins} (now {purse}).",
    # `health` is the four floors' health, "6/5/4/6"
    "aging": "The systems age: health {health}.",
    "shuffled_resources": "The resource discard pile is shuffled into a new pile.",
    "shuffled_parts": "The system and spare discard pile is shuffled into a new pile.",
    # ---- event effects (in the event line and the picture) ----
    "effect_health": "floor {floor} {delta:+d}",
    "effect_propose": Plural("each proposal this year pays {amount} coin from the bank",
                             "each proposal this year pays {amount} coins from the bank", count="amount"),
    "effect_design": Plural("each design this year pays {amount} more coin from the bank",
                            "each design this year pays {amount} more coins from the bank", count="amount"),
    "effect_design_bank": "the bank, not the building, pays for each design this year",
    "effect_install": Plural("each installation this year pays its installer {amount} more coin from the bank",
                             "each installation this year pays its installer {amount} more coins from the bank",
                             count="amount"),
    "effect_install_bank": "the bank, not the building, pays for each installation this year",
    "effect_install_health": "each installation this year raises its floor {amount} more",
    # ---- the end ----
    # the final post's score parts
    "part_coins": "coins",
    "part_cubes": "cubes on installed systems",
    # `score` is the total, `coins` is n_coins, `bonus` the end bonus (1 per 3 cubes on installed new systems)
    "won": "The contract is done after year {year}: <s:{seat}> wins with {score} ({coins} + {bonus} end bonus).",
    "won_coins": "The contract is done after year {year}: <s:{seat}> wins with {score}.",
    # `seats` is a list of seats; `score` is n_coins
    "tied": "The contract is done after year {year}: {seats} share the win with {score} each (the rulebook has "
            "no tie-break, so a tie is a shared win).",
    "broke": "Year {year} starts with an empty purse: the building is left without coins and everybody loses.",
    # `players` is a list of standing_player; `purse` is n_coins
    "standing": "Year {year}/{last} · purse {purse} · health {health} · {players}",
    # `coins` is n_coins, `cubes` n_cubes
    "standing_player": "<s:{seat}> ({coins}, {cubes})",
    # ---- the hand (hidden; "Name: what it does") ----
    "hand_commerciale": "Commerciale: propose 2 systems or spares",
    "hand_progettista": "Progettista: design a system of column 1",
    "hand_installatore": "Installatore: maintenance or installation",
    "hand_special": "{card}: {gloss}",
    # `roles` is roles_any or one role card's name
    "gloss_discard": "take a {roles} from the discard pile",
    "gloss_deck": "search the resource pile for a {roles}",
    "gloss_both": "take a {roles} from the discard or the resource pile",
    "gloss_player": "take a random card from another player",
    "roles_any": "Commerciale, Progettista or Installatore",
    # ---- pictures (renderers/proponi.py) ----
    "pic_title": "Proponi, Progetta & Installa",
    "pic_year": "Year {year} of {last}",
    "pic_glance_title": "Proponi · year {year}/{last}",
    "pic_glance_coins": "Coins, end bonus included",
    "pic_glance_events": "This year: {events}",
    "pic_to_play": "<s:{seat}> to play",
    "pic_to_place": "<s:{seat}> places a card",
    "pic_everybody_loses": "The purse is empty: everybody loses",
    # `seats` is a list of seats
    "pic_won": "<s:{seat}> won",
    "pic_shared": "{seats} share the win",
    # `purse` is n_coins; `gears` the yearly health loss of every floor
    "pic_header": "Purse {purse} · year die: <s:{seat}> · every floor ages {gears} a year + its black gears",
    # `events` is a list of pic_event
    "pic_events": "This year: {events}",
    # an event and its effects (a list)
    "pic_event": "{name} ({effect})",
    "pic_no_events": "No event this year",
    "pic_floor": "Floor {floor}",
    "pic_ages": "ages −{total} a year",
    # the board's three columns
    "pic_column1": "1 · Proposed",
    "pic_column2": "2 · To install",
    "pic_column3": "3 · Installed",
    "pic_existing": "printed · 1 black gear",
    "pic_players": "Players",
    "pic_player_coins": Plural("{coins} coin", "{coins} coins", count="coins"),
    # coins now, then the end bonus
    "pic_player_bonus": Plural("{coins} coin +{bonus}", "{coins} coins +{bonus}", count="coins"),
    # `cubes` is n_cubes, `cards` pic_cards
    "pic_player_line": "{cubes} · {cards}",
    # the same with the cubes out of the game (Concorrenza Spietata); `removed` is pic_removed
    "pic_player_line_removed": "{cubes} · {cards} · {removed}",
    "pic_cards": Plural("{count} card in hand", "{count} cards in hand"),
    # cubes out of the game (the same word for 1 and more in English: "1 out", "2 out")
    "pic_removed": Plural("{count} out", "{count} out"),
    # ---- what a piece of the full table is: the web page says it where it is pointed at ----
    "piece_floor": "Floor {floor}: health {health}, {ages}.",
    "piece_floor_emergency": "Floor {floor}: health {health}, {ages}; in emergency: installations go here first.",
    "piece_health": "Floor {floor}, health {level}: {meaning}.",
    "piece_health_here": "Floor {floor} is at health {level}: {meaning}.",
    "piece_health_label": "Health {level}",
    "piece_health_1": "the floor is in emergency",
    "piece_health_low": "the floor saves nothing",
    "piece_health_saves": "the floor saves a coin a year",
    "piece_health_9": "the floor saves two coins a year",
    "piece_card": "{name} ({kind}), floor {floor}, row {row}, column {column}.",
    "piece_empty": "Floor {floor}, row {row}, column {column}: empty.",
    "piece_existing": "{name}: a system printed on the board, floor {floor}, row {row}; it counts as 1 black gear.",
    "piece_cube_yellow": "The proposer's place (yellow): <s:{seat}>'s cube.",
    "piece_cube_yellow_none": "The proposer's place (yellow): filled with no cube.",
    "piece_cube_blue": "A designer's place (blue): <s:{seat}>'s cube.",
    "piece_cube_blue_none": "A designer's place (blue): filled with no cube.",
    "piece_cube_blue_free": "A designer's place (blue): free.",
    "piece_cube_red": "The installer's place (red): <s:{seat}>'s cube.",
    "piece_cube_red_free": "The installer's place (red): free.",
    "piece_cube_label": "Cube",
    "piece_gear": "{count}, {meaning}.",
    "piece_gear_green": "Green coins",
    "piece_gear_black": "Black gears",
    "piece_gear_white": "White gears",
    "piece_seat": "<s:{seat}>: {coins}; {line}.",
    "piece_seat_label": "<s:{seat}>",
    # a legend line for the web page: the code a picture draws, and what it means
    "legend_line": "{code}: {meaning}",
    "legend_rows": "A, B: the two rows of a floor, each a place for a system",
    "pic_legend": "Legend",
    "pic_legend_green": "green coins: saved into the purse each year once installed",
    "pic_legend_black": "black gears: health its floor loses each year once installed",
    "pic_legend_white": "white gears: health its floor gains when it is installed",
    "pic_legend_diamonds": "diamonds: the proposer's cube (yellow), the designers' (blue), the installer's "
                           "(red); a dash: filled with no cube",
    "pic_legend_bonus": "after coins: N more at the end, 1 for every 3 of your cubes on installed new systems",
    "pic_legend_bonus_icon": "+N",
    # beside a player's name on their own picture
    "pic_you": "you",
    # the floor's big number and its track 1-9
    "pic_legend_health": "a floor's health, big beside its name and outlined on its track 1-9: at 1 the "
                         "floor is in emergency, from 4 up it saves a coin a year, at 9 two",
    "pic_placing": "Revealed, to place",
    "pic_piles": "Piles",
    "pic_pile_line": "Resources {res} · systems & spares {parts} (discard {parts_discard}) · events {events}",
    # `cards` is a list of pic_discard_count
    "pic_discards": "Resource discards: {cards}",
    # how many copies of a resource card are in the discard pile
    "pic_discard_count": "{count} {card}",
    "pic_hand": "Your cards",
    "pic_purse": "Purse",
}

DOMAIN = Domain("proponi", TEXTS, __file__)
text = DOMAIN.text
