"""Every sentence a 20th Century player sees, as templates with named fields: the "century" domain
(engines/i18n.py; catalogs in locales/<ll>/LC_MESSAGES/century.po).

Seats are written <s:N>; the reader's client puts names in. Amounts are nested messages with their
unit ("4 coins", "1 science", "2 VP", "3 garbage"), so each language says its own plural; names of
tiles, technologies, sites, catastrophes and scoring cards are nested messages too (words.py builds
them). `text(key, **fields)` gives the message.
"""

from engines.i18n import Domain, Plural

TEXTS: dict[str, str | Plural] = {
    # ---- amounts, with their unit (n is the number) ----
    "coins": Plural("{n} coin", "{n} coins", count="n"),
    # science points (the rulebook's "puntos de ciencia")
    "science": Plural("{n} science", "{n} science", count="n"),
    # victory points, short
    "vp": Plural("{n} VP", "{n} VP", count="n"),
    # garbage tokens
    "garbage": Plural("{n} garbage", "{n} garbage", count="n"),
    # a change of income, signed ("+2 coins")
    "gain_c": Plural("{n:+d} coin", "{n:+d} coins", count="n"),
    "gain_s": Plural("{n:+d} science", "{n:+d} science", count="n"),
    "gain_v": Plural("{n:+d} VP", "{n:+d} VP", count="n"),
    "land_tiles": Plural("{n} land tile", "{n} land tiles", count="n"),
    "technologies": Plural("{n} technology", "{n} technologies", count="n"),
    "clean_tiles": Plural("{n} clean tile", "{n} clean tiles", count="n"),
    # what a city makes, two or three amounts ("1 coin and 1 science")
    "made_2": "{a} and {b}",
    "made_3": "{a}, {b} and {c}",
    # a list set apart by a middle dot (the standing line, the bids)
    "sep": "{a} · {b}",
    # the round's number in Roman numerals, as on the board
    "round_1": "I",
    "round_2": "II",
    "round_3": "III",
    "round_4": "IV",
    "round_5": "V",
    "round_6": "VI",
    # ---- names of things ----
    # a site on a land tile: produce is what it makes ("2 coins and 1 science")
    "site_city": "city {produce}",
    "site_recycling": "recycling centre ({capacity})",
    # a land tile: its id, its railway, then its sites (short forms below)
    "tile": "land {tile} ({rails}; {sites})",
    "short_recycling": "recycling {capacity}",
    "land_id": "land {tile}",
    "rails_all": "rails on all sides",
    "rails_through": "rails {a}–{b}",
    # sides is a list of sides ("north and east")
    "rails_to": "rails {sides}",
    "side_N": "north",
    "side_E": "east",
    "side_S": "south",
    "side_W": "west",
    # an institution: name is one of Mine / Laboratory / Hospital, amount what it adds ("1 coin")
    "tech_institution": "{name} (+{amount} to neighbouring cities)",
    # amount: garbage ("2 garbage")
    "tech_sweepers": "Street sweepers (remove {amount} once)",
    "tech_new_town": "New town (one extra citizen once)",
    # amount: coins ("4 coins")
    "tech_grant": "Grant ({amount} at once)",
    "tech_park": "Park (cleaner air at once)",
    "tech_locomotive": "Locomotive (move a citizen each upkeep)",
    "tech_recycling_plant": "Recycling plant (each centre removes 1 more)",
    "tech_filter": "Filter (pollution 1 down each production)",
    "tech_collection": "Garbage collection (each upkeep, remove garbage for 1 coin each)",
    "tech_bank": "Bank (+1 coin income)",
    "tech_academy": "Academy (+1 science income)",
    # a technology with its ecological effect at purchase (garbage: "1 garbage")
    "tech_eco": "{tech} (on purchase: {garbage}, pollution {pollution:+d})",
    # a technology's name and what it brings at purchase, where the label has no room for more
    "tech_garbage": "{tech} (+{garbage})",
    "tech_pollution": "{tech} (pollution {pollution:+d})",
    "short_sweepers": "Street sweepers",
    "short_new_town": "New town",
    "short_grant": "Grant",
    "short_park": "Park",
    "short_locomotive": "Locomotive",
    "short_recycling_plant": "Recycling plant",
    "short_filter": "Filter",
    "short_collection": "Garbage collection",
    "short_bank": "Bank",
    "short_academy": "Academy",
    "name_mine": "Mine",
    "name_lab": "Laboratory",
    "name_hospital": "Hospital",
    # an institution's mark on its tile in the pictures (one letter; the rules page names M, L, H)
    "mark_mine": "M",
    "mark_lab": "L",
    "mark_hospital": "H",
    # the catastrophe cards
    "cat_flood": "Flood",
    "cat_smog": "Smog",
    "cat_landfill_fire": "Landfill fire",
    "cat_oil_spill": "Oil spill",
    "cat_acid_rain": "Acid rain",
    "cat_toxic_dump": "Toxic dump",
    "cat_nuclear_accident": "Nuclear accident",
    "cat_ozone_hole": "Ozone hole",
    "cat_mega_flood": "Mega flood",
    # a column of a catastrophe card (garbage: "2 garbage")
    "column": "column {number}: {garbage}, pollution {pollution:+d}",
    # a square of a player's region
    "spot": "row {row}, column {col}",
    # the scoring cards
    "score_citizens": "1 VP per citizen in your region",
    "score_clean_tiles": "2 VP per garbage-free land tile",
    "score_recycling": "2 VP per occupied recycling centre",
    "score_technologies": "2 VP per technology owned",
    "score_network": "1 VP per land tile in your largest railway network",
    "score_environment": "5 / 3 / 1 / 0 VP for pollution up to -3 / 0 / +2 / above",
    # ---- action labels (at most 80 characters once filled; amounts carry their unit) ----
    "act_pick": "Auction {tile}",
    "act_buy": "Buy {tile} for {price}",
    "act_withdraw": "Withdraw from the land auction (then buy a technology)",
    "act_open": "Open the bidding at {amount}",
    "act_upto": "Bid for me up to {amount}",
    "act_pass": "Pass on this tile",
    "act_withdraw_later": "Withdraw for the round at my turn (then buy a technology)",
    "act_outbid_pass": "When a bid beats my limit: pass (or drop out) without asking me",
    "act_outbid_ask": "When a bid beats my limit: ask me again",
    "group_amounts": "Other amounts",
    "group_ahead": "Limits for later tiles",
    "act_ahead": "Give my limit now for {tile}",
    # order: the limit given (order_pass or order_upto)
    "act_ahead_set": "Change my limit for {tile} ({order})",
    "act_pass_later": "Pass on that tile",
    "order_pass": "pass",
    "order_upto": "up to {amount}",
    "group_standing": "When outbid",
    "act_back": "Back",
    # note: empty, or garbage_over
    "act_tech": "Buy {tech} for {price}{note}",
    "act_no_tech": "Buy no technology",
    "act_cap": "Bid for me up to {amount} to escape",
    "act_cat_drop": "Drop out: take {column}, pay {bid}{note}",
    # where: a list of citizen_on and garbage_short
    "act_place_auto": "Place them for me: {where}{note}",
    "act_place_auto_short": "Place them for me, as the question says{note}",
    "act_garbage_pile": "{garbage} on the tile at {spot}, the rest for me{note}",
    "garbage_short": "{garbage} at {spot}",
    "citizen_on": "citizen on the {site} at {spot}",
    # a warning at the end of a label: count garbage tokens find no room
    "garbage_over": "; no room for {count}: pollution +{count}",
    "garbage_over_brief": "; pollution +{count}",
    "garbage_on": "{garbage} on the tile at {spot}",
    "act_row": Plural("Row {row} ({count} choice)", "Row {row} ({count} choices)"),
    "act_spot": "Attach {piece} at spot {number} ({spot})",
    "act_turn": "Turn {number}: {rails}",
    "act_citizen": "Put the new tile's citizen at {spot} on its {site}",
    "act_town": "Put the extra citizen on the {site} at {spot}",
    "act_town_auto": "Place it for me: the {site} at {spot}",
    "act_move_from": "Move the citizen on the {site} at {spot}",
    "act_move_to": "To the {site} at {spot}",
    "act_move_done": "Move no (more) citizens",
    "act_collect": "Garbage collection: remove {garbage} for {price}",
    "act_collect_none": "Garbage collection: remove none this round",
    # ---- prompts ----
    "ask_pick": "Choose a land tile to auction (at least {price}), or withdraw.",
    "ask_buy": "You alone remain: buy land tiles at {price} each, or withdraw.",
    "ask_open": "Name your opening bid for {tile} (at least {price}).",
    "ask_limit": "{tile} is open at {bid} by <s:{high}>. Give your limit (I bid for you, +1 at a "
                 "time in turn, up to it), pass this tile, or withdraw for the round.",
    "ask_beaten": "The bid for {tile} stands at {bid} by <s:{high}>, at or above your limit: "
                  "a new limit, pass, or withdraw for the round.",
    "ask_ahead": "Your limit for {tile}, used when it is put up (at least {price}), or pass on it.",
    "ask_plan": "You withdraw at your turn: choose the technology to buy then ({price}), or none.",
    "ask_tech": "Buy one technology at {price}, or none.",
    "ask_cat": "Catastrophe {name}: give your science limit (I outbid for you, +1 at a time in turn, up "
               "to it) or drop out into the worst free column.",
    "ask_cat_beaten": "Catastrophe {name}: the highest bid, {high}, beats your limit: "
                      "a new limit, or drop out.",
    # plan: a list of citizen_on and garbage_on
    "ask_place": "Place your new tiles' citizens and your garbage (garbage only on land you owned before "
                 "this round, at most 3 a tile). Place them for me puts: {plan}.",
    "ask_spot": "Choose where to attach {piece}: the numbered spots in your region's picture.",
    "ask_turn": "Choose how to turn {piece} at {spot}.",
    "ask_town": "Choose a free site for your extra citizen.",
    "ask_move_from": "Locomotive: choose a citizen to move, or none.",
    "ask_move_to": "Locomotive: choose where the citizen goes.",
    "ask_collect": "Garbage collection: remove garbage from your region for 1 coin each (lightest tiles first).",
    "ask_wait": "Wait for the other players.",
    # ---- refusals (to the seat alone); amount carries its unit ----
    "refuse_coins": "You hold fewer than {amount}.",
    "refuse_science": "You hold less than {amount}.",
    "refuse_low": "The lowest amount you can name now is {amount}.",
    # ---- events ----
    "forced": "<s:{seat}>: {label} (the only choice).",
    # land: land_tiles, tech: technologies, price: coins, cost: science
    "round_starts": "Round {round} begins: <s:{start}> is start player; {land} and {tech} on offer, minimum "
                    "price {price}, technologies cost {cost}.",
    "catastrophe_revealed": "The catastrophe of round {round} is {name}.",
    "short_round": "Round VI, the short last round: maintenance, production and final scoring.",
    "opened": "<s:{seat}> puts {tile} up for auction and opens at {amount}.",
    "raised": "<s:{seat}> bids {amount}.",
    "passed": "<s:{seat}> passes on this tile.",
    "won": "<s:{seat}> wins {tile} for {amount}; it brings {garbage}. Technologies now cost {cost}.",
    "bought": "<s:{seat}> buys {tile} for {amount}; it brings {garbage}. Technologies now cost {cost}.",
    "withdrew": "<s:{seat}> withdraws from the land auction.",
    "consolation": "<s:{seat}> won no land this round and receives {coins} of consolation.",
    "teched": "<s:{seat}> buys {tech} for {price}.",
    "eco_garbage": "<s:{seat}> takes {garbage} for it.",
    "eco_pollution": "<s:{seat}>'s pollution moves to {pollution:+d}.",
    "grant_paid": "<s:{seat}> receives {coins} from the grant.",
    "no_tech": "<s:{seat}> buys no technology.",
    "auction_over": "The land auction is over; <s:{seat}>, the last to withdraw, takes the start space.",
    "cat_bid": "<s:{seat}> bids {amount} against {name}.",
    "cat_took": "<s:{seat}> takes {column} of {name} and pays {bid}.",
    "next_start": "<s:{seat}> suffered the worst of {name} and will start the next round.",
    "supply_short": "The garbage supply is empty: <s:{seat}>'s pollution rises by {count} instead.",
    "no_room": "<s:{seat}> has no room for {garbage}: pollution rises by {count}.",
    # where: a list of garbage_on
    "garbage_placed": "<s:{seat}> puts garbage: {where}.",
    "attached": "<s:{seat}> attaches {piece} at {spot}.",
    "lost_piece": "{piece} cannot be attached to <s:{seat}>'s region and is lost.",
    "citizen_placed": "<s:{seat}> puts a citizen on the {site} at {spot}.",
    "no_citizen": "<s:{seat}> has no citizen left for the new tile at {spot}.",
    "moved": "<s:{seat}> moves a citizen from {start} to {end} by locomotive.",
    "swept": "<s:{seat}>'s street sweepers remove {garbage}.",
    "collected": "<s:{seat}>'s garbage collection removes {garbage} for {coins}.",
    "recycled": "<s:{seat}> recycles {garbage}.",
    "filtered": "<s:{seat}>'s filters bring pollution to {pollution:+d}.",
    "produced": "<s:{seat}> produces {coins}, {science} and {vp}.",
    # card: the scoring card's text
    "bonus": "Scoring card ({card}): <s:{seat}> scores {vp}.",
    # clean: clean_tiles, garbage: garbage, vp: vp; the others are VP numbers with their sign
    "final_line": "<s:{seat}>: during the game {earned:+d}, coin majority {coins:+d}, science majority {science:+d}, "
                  "{clean} {clean_vp:+d}, {garbage} {garbage_vp:+d}, pollution {pollution_vp:+d}: {vp}.",
    "winner": "<s:{seat}> wins 20th Century with {vp}.",
    # seats: a list of players
    "shared": "{seats} share the win with {vp}.",
    # ---- the parts of a final score (the final post's breakdown) ----
    "part_cities": "VP income from cities",
    "part_toll": "pollution's toll on VP income",
    "part_card_2": "scoring card after round II",
    "part_card_4": "scoring card after round IV",
    "part_coins": "coin majority",
    "part_science": "science majority",
    "part_clean_vp": "garbage-free land tiles",
    "part_garbage_vp": "garbage in the region",
    "part_pollution_vp": "pollution at the end",
    "part_earlier": "VP scored before the parts were kept",
    # ---- the standing line and the hand ----
    "standing_seat": "<s:{seat}>: {vp} (income {c}, {s}, {v}; pollution {pollution:+d})",
    # seats: the players' standing_seat, set apart by sep
    "standing": "Round {round}: {seats}",
    "hand_money": "You hold {coins} and {science} (secret)",
    # ---- words in the pictures ----
    "pic_title": "20th Century",
    "pic_header": "{title} · {round}",
    "pic_round": "Round {round} of VI · {phase}",
    "pic_round_of": "Round {round} of VI",
    "phase_auction": "land auction",
    "phase_catastrophe": "catastrophe prevention",
    "phase_upkeep": "maintenance",
    "phase_over": "game over",
    "pic_to_act": "{name} to play",
    "pic_many_to_act": Plural("{count} player to decide", "{count} players to decide"),
    # names: a list of players
    "pic_won": "{names} won",
    "pic_land": "Land on offer (minimum {price})",
    "pic_tech": "Technologies (cost now {price})",
    "pic_block": "On the block: {tile}, {bid} by {name}",
    "pic_no_block": "No tile on the block",
    "pic_cost": "Cost track",
    "pic_catastrophe": "Catastrophe: {name}",
    "column_name": "column {number}",
    "pic_column": "{garbage}, pollution {pollution:+d}",
    "pic_unused": "not used at this table",
    "pic_bid": "{name}: bid {bid}",
    "pic_scoring": "Scoring II: {two} · IV: {four}",
    "pic_no_scoring": "Played without scoring cards",
    "pic_player": "{vp} · pollution {pollution:+d}",
    "pic_income_line": "income {c}, {s}, {v}",
    "pic_citizens": Plural("{citizens} citizen in reserve", "{citizens} citizens in reserve", count="citizens"),
    "pic_garbage": "{garbage} in the region",
    "pic_money": "Yours, secret: {coins}, {science}",
    "pic_to_attach": "To attach:",
    "pic_pollution_track": "Pollution",
    "pic_turns": "Its turns (as numbered in your choices):",
    "pic_waiting_garbage": "Garbage to place: {count}",
    # techs: a list of technologies' names
    "pic_techs": "Technologies: {techs}",
    # a technology owned more than once in that list: its name and how many ("Street sweepers ×3")
    "pic_tech_times": "{tech} ×{count}",
    "pic_none": "none",
    "pic_income": "{c} {s} {v}",
    # the same, said to be the income each round, where the glance has room for the word
    "pic_income_named": "income {c} {s} {v}",
    # the label on a player's VP bar
    "pic_vp": "VP",
    "pic_pollution": "pollution {pollution:+d}",
    "pic_block_short": "{tile}: {bid}, {name}",
    "pic_tech_price": "Technology: {price}",
    "pic_cat_column": "column {number}: {garbage}, {pollution:+d}: {name}",
    "pic_cat_free": "—",
    # bids: pic_bid_short set apart by sep
    "pic_bids": "Bids: {bids}",
    "pic_bid_short": "{name} {bid}",
    "pic_withdrawn_list": "Withdrawn: {names}",
    "pic_land_count": Plural("{land} land tile left", "{land} land tiles left", count="land"),
    "pic_final_total": "{name}: {vp}",
    # the glance's line under a player's final total: its two parts, which add up to it (VP scored during
    # the game, and the final scoring), short enough for the glance's column in every language
    "pic_final_part": "in play {earned:+d} · final {final:+d}",
    # ---- the key at the full table's foot: what each icon on a tile means ----
    "pic_key_coin": "coins a city makes",
    "pic_key_science": "science a city makes",
    "pic_key_vp": "VP a city makes",
    "pic_key_recycling": "recycling centre: garbage it removes",
    "pic_key_garbage": "garbage on the tile",
    "pic_key_citizen": "occupied by a citizen (produces)",
    # id: a land tile's name as the choices give it ("b6")
    "pic_key_id": "{id}: the tile's name in your choices",
    # mark: an institution's letter on its tile ("H"), name: the institution ("Hospital")
    "pic_key_mark": "{mark}: {name}",
    # a technology on offer with what buying it costs the region ("Mine (…) · when bought: 2 garbage,
    # pollution +0")
    "pic_tech_eco": "{tech} · when bought: {garbage}, pollution {pollution:+d}",
    # the catastrophe's columns on the glance: who took one to prevent it, or "free"
    "pic_cat_line": "column {number}: {garbage}, pollution {pollution:+d} · {name}",
    "pic_cat_open": "free",
    # beside a player's name on their own picture
    "pic_you": "you",
    # ---- what a piece of the full table is: the web page says it where it is pointed at ----
    "piece_land_offer": "{tile}: on offer at this round's land auction (opening bid at least {price}).",
    "piece_land_offer_over": "{tile}: left over from the land auction.",
    "piece_land_block": "{tile}: on the block at this round's land auction; the highest bid is {bid}, by <s:{seat}>.",
    "piece_tech": "{tech}: on offer this round for {price}; when bought it brings {garbage} and pollution "
                  "{pollution:+d}.",
    "piece_tech_label": "Technology {tech}",
    "piece_cost": "Cost track, step {step}: a technology costs {price} when the marker stands here.",
    "piece_cost_here": "Cost track, step {step}: the marker stands here, a technology costs {price} now.",
    "piece_cost_label": "Cost {price}",
    "piece_column_open": "{card}, column {number}: open; the player who takes it gets {garbage} and pollution "
                         "{pollution:+d}.",
    "piece_column_taken": "{card}, column {number}: taken by <s:{seat}>, who gets {garbage} and pollution "
                          "{pollution:+d}.",
    "piece_column_unused": "{card}, column {number}: not used with this many players.",
    "piece_column_label": "Column {number}",
    "piece_tile": "{tile}: in <s:{seat}>'s region, row {row}, column {col}.",
    "piece_tile_garbage": "{tile}: in <s:{seat}>'s region, row {row}, column {col}; {garbage} on it "
                          "(each costs 1 VP at the end).",
    "piece_institution": "{tech}: an institution in <s:{seat}>'s region, row {row}, column {col}.",
    "piece_city": "{site}: a citizen of <s:{seat}> lives here, so it produces every round.",
    "piece_city_empty": "{site}: no citizen lives here, so it produces nothing.",
    "piece_recycling": "{site}: a citizen of <s:{seat}> works here; it removes up to {capacity} garbage from the "
                       "region every round.",
    "piece_recycling_empty": "{site}: no citizen works here, so it removes no garbage.",
    "piece_spot": "Place {number} in your choices for {piece}: row {row}, column {col}.",
    "piece_spot_label": "Place {number}",
    "piece_waiting": "{piece}: bought by <s:{seat}>, to be attached to their region.",
    "piece_turn": "Turn {number} in your choices for {piece}: {rails}.",
    "piece_turn_label": "Turn {number}",
    "piece_pollution": "Pollution {value:+d}: {income} VP income each production, {final} VP at the end.",
    "piece_pollution_here": "<s:{seat}>'s pollution is {value:+d}: {income} VP income each production, {final} VP "
                            "at the end.",
    "piece_pollution_label": "Pollution {value:+d}",
    "piece_seat": "<s:{seat}>: {vp}, pollution {pollution:+d}, income {c}, {s}, {v}; {citizens}; {garbage} in the "
                  "region.",
    "piece_seat_label": "<s:{seat}>",
    # the codes the full table draws, as the web page's legend names them (a shape and its number)
    "legend_coin": "a number in a yellow circle",
    "legend_science": "a number in a blue hexagon",
    "legend_vp": "a number in a pink shield",
    "legend_recycling": "a number in a green diamond",
    "legend_garbage": "a number in a brown square",
    "legend_citizen": "a letter in a player's colour",
    # a legend line for the web page: the code a picture draws, and what it means
    "legend_line": "{code}: {meaning}",
    # ---- the amount form (the panel's button and /century bid) ----
    # a form's title, at most 45 characters
    "form_title": "Name an amount",
    "button_amount": "Bid another amount…",
    # a form field's label, at most 45 characters
    "form_label": "Amount (coins, or science in a catastrophe)",
    "form_hint": "e.g. 7",
    "not_a_number": "\"{text}\" is not a whole number: type an amount such as 7.",
    "no_amount": "No amount is asked of you right now: open your panel (`/century play`) to see your choices.",
}

DOMAIN = Domain("century", TEXTS, __file__)
text = DOMAIN.text
