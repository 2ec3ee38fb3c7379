"""Family: arborist (UK climbing arborist / tree surgeon, crew lead)."""
from common import OPEN, I, RISKY, T, END, C, S, V, M, Q, job_description

FAMILY = {
    "family": "arborist",
    "setting": "UK (South Yorkshire)",
    "templateTitle": "Field Operations Interview: Climbing Arborist (Crew Lead)",
    "jobDescription": job_description(
        "Hollins & Vale Tree Care is a 22-person arboricultural contractor working across South Yorkshire and the "
        "Peak District fringe for two councils, three housing associations and private clients. We are hiring a "
        "climbing arborist to lead a three-person crew on crown reductions, rigged dismantles and storm call-outs, "
        "working to BS 3998:2010 and current Arboricultural Association and AFAG guidance.",
        [
            "Carry out aerial work on SRT and DdRT systems, including rigged dismantles over buildings, roads and "
            "services",
            "Plan each site: written risk assessment, exclusion and drop zones, pedestrian and traffic management, "
            "and an aerial rescue plan with a named rescuer",
            "Specify and make pruning cuts to BS 3998:2010 and advise clients on tree condition, Tree Preservation "
            "Orders and conservation-area notices",
            "Run and maintain chainsaws, the chipper and the stump grinder; keep pre-use checks and the six-monthly "
            "thorough examination register for climbing kit",
            "Brief and supervise ground staff, keep job photos and waste transfer notes",
        ],
        [
            "City & Guilds NPTC CS30, CS31, CS38 and CS39, or equivalent Lantra awards",
            "At least three years' climbing experience, including rigging large timber",
            "Current Emergency First Aid at Work certificate with the forestry (+F) element",
            "Full UK driving licence; B+E entitlement preferred for towing the chipper",
        ],
        "Hours: 40 hours a week, Monday to Friday 07:30-16:00, plus a paid storm call-out rota (one week in four); "
        "pay £30,000-£34,000 a year plus call-out allowance.",
    ),
    "sections": [
        ("Climbing and rigging", [
            "Describes a rigging plan with anchor choice, friction device and estimated weight of the pieces being "
            "lowered",
            "Explains how they choose and inspect a climbing system (SRT or DdRT) and when kit is retired",
        ]),
        ("Tree work standards", [
            "Chooses pruning cuts and reduction points that follow BS 3998 and respect the branch collar",
            "Identifies decay, defects or protected status (TPO, conservation area, nesting birds, bats) before "
            "work starts",
        ]),
        ("Site safety and crew lead", [
            "Sets up a site with an exclusion zone, an aerial rescue plan and a named rescuer before anyone climbs",
            "Briefs and supervises ground crew, including chipper feeding and communication signals",
        ]),
    ],
    "agenda": [
        {"title": "Introductions and climbing background", "duration": 5,
         "description": "Panel introductions, the candidate's climbing history and the tickets they hold."},
        {"title": "Rigging and climbing systems", "duration": 10,
         "description": "Planning a rigged dismantle, friction devices and piece weights; choosing, checking and "
                        "retiring SRT/DdRT kit."},
        {"title": "Pruning standards and tree assessment", "duration": 10,
         "description": "BS 3998 reduction cuts, decay and defect spotting, TPOs, conservation areas and wildlife "
                        "checks."},
        {"title": "Site set-up, rescue and crew", "duration": 10,
         "description": "Exclusion zones, aerial rescue plans, ground crew briefing and chipper safety."},
        {"title": "Candidate questions and close", "duration": 8,
         "description": "The candidate's questions, next steps and the practical climbing assessment."},
    ],
}

OPENING = ("Morning {first}. Panel: me, Jo Hollins, contracts manager; Pete Vale on notes. Plan: background, "
           "rigging and kit, pruning and tree assessment, site set-up, then your questions. About 43 minutes. "
           "Quick intro to start?")

STRONG_CANDIDATE = {"firstName": "Owain", "lastName": "Fletcher", "currentTitle": "Lead Climbing Arborist",
                    "currentCompany": "Dearne Valley Tree Surgeons"}
STRONG_RISKY = "disability_health"
STRONG = [
    OPEN(OPENING.format(first="Owain")),
    C("Sure. I'm Owain Fletcher, NPTC CS38 and CS39, plus CS30 and CS31 for the saw work. I've been climbing six "
      "years, the last four at Dearne Valley Tree Surgeons, mostly council and housing-association contracts round "
      "Barnsley and Rotherham."),
    I("How did you get into it?"),
    C("Started on the ground for a two-man firm in Rotherham, did my climbing tickets on a college course, then "
      "moved to Dearne Valley when they needed a second climber. I've run my own crew there for the last two "
      "years."),
    T(0, "Rigging. Mature beech, 70 cm stem, one big limb hanging over a conservatory. Walk me through taking it "
         "down."),
    S("First I look at it from the ground and from the tree for a rigging point above the work in sound wood. On a "
      "beech that size I'd want a union around 14 m up, and I'd have checked the base for Kretzschmaria before "
      "that. I'd put a block on a 16 mm sling, run a 16 mm double-braid lowering line through it and down to a "
      "Port-a-Wrap on the main stem, two or three wraps, so the groundie controls the descent. I take the limb in "
      "pieces about 2 m long; a 30 cm section that length is roughly 140 kg green. I tip-tie and lower rather than "
      "let pieces run, so the drops stay short and the shock load on the rigging point stays low, and there's a "
      "tag line on each piece to steer it off the glass.", 0),
    I("How do you know the rigging point will take the load?"),
    V("Honestly, a lot of it is judgement. I've never done the force calculation properly on a job; I go on the "
      "size of the union, how the wood sounds and keeping the drops small. I've seen the load tables in the "
      "training material but I couldn't tell you what the rigging point was actually seeing.", 0),
    I("Climbing systems. What do you climb on now, and how do you decide kit is finished?"),
    S("SRT on an 11.5 mm static line with a Zigzag Plus and a Chicane for most jobs, base-tied with a retrievable "
      "canopy anchor. On a wide crown with a lot of limb walking I switch to DdRT with a Hitch Climber pulley. "
      "Every morning I do a pre-use check on my own kit: sheath, connectors and gates, stitching on the bridge, "
      "the hitch cord. Our kit has a thorough examination every 6 months under LOLER, logged against serial "
      "numbers. I bin a rope for glazing, a soft or flat spot in the core, or a shock load, and I retired a bridge "
      "last March when the wear indicator showed through after about 14 months.", 1),
    RISKY("Side question while we're on kit. Six years of climbing, how's the body holding up? Back, shoulders, any "
          "old injuries or conditions we ought to know about before we put you up a tree?"),
    C("I'm fit to climb and I'm happy to show that on the practical assessment. If anything in the job ever needed "
      "adjusting I'd raise it, but I'd rather not go into medical history here."),
    T(1, "OK. Pruning. Client wants a big sycamore 'cut back by a third'. How do you specify it, and where do the "
         "cuts go?"),
    S("I don't work in percentages; BS 3998 says specify a reduction in metres, so I measure it. Say it's 16 m "
      "tall with a 12 m spread: I'd propose about 2 m off the height and 1.5 m off the lateral spread, and show the "
      "client the finished outline from the garden. Each cut goes back to a growth point at least a third the "
      "diameter of the stem I'm taking off, so it can take over. Final cuts sit just outside the branch bark ridge "
      "and collar, no flush cuts, no stubs, and anything over about 10 cm I'd rather avoid by picking a different "
      "growth point than leave a big wound.", 2),
    I("Before you touch it. What are you checking?"),
    S("Three things. Protected status: I check the council's TPO map and whether it's in a conservation area. In a "
      "conservation area, anything over 75 mm stem diameter at 1.5 m needs a Section 211 notice and six weeks; "
      "with a TPO we need written consent. Wildlife: from March to August I do a nesting-bird check, and any time "
      "of year I look for bat features like woodpecker holes and lifted bark; an active nest means the job waits. "
      "Condition: I walk round with a sounding mallet and a probe. On sycamore I'm looking for sooty bark on the "
      "stem, on beech for Meripilus at the root plate. Last year I found a Meripilus bracket at a school and we "
      "stopped and got the consultant out before anyone climbed.", 3),
    I("Storm damage. Torn limb hung up in the crown, still attached by a strip. How do you assess it?"),
    V("That one I go on feel more than any method, honestly. I'd look at it from all sides and talk it through with "
      "the crew, and I've done a few, but I couldn't give you a set procedure. It depends on the tree and what's "
      "underneath it.", 3, 0),
    T(2, "Site set-up. Garden job, semi-detached, footpath out front. From arriving to first climber off the "
         "ground?"),
    S("We walk the site together, then I write the site-specific risk assessment on the app. The exclusion zone is "
      "cones and barrier tape, at least 2 tree lengths for anything felled, and a drop zone round the base for a "
      "dismantle. If the footpath's in range we run a pedestrian diversion with signs and a banksman, and anything "
      "on the carriageway needs the council permit first. The aerial rescue plan goes on the sheet: named rescuer, "
      "their kit laid out ready on a separate anchor, the what3words location and the nearest A&E, which on most "
      "of our jobs is 15 to 20 minutes. Nobody leaves the ground until the rescuer has confirmed their kit, and "
      "the catastrophic bleed kit is on the tailgate, not in the cab.", 4),
    I("New starter on the chipper. What's your brief?"),
    S("First I check they've done the chipper training and their PPE is right: no loose cuffs, gloves that fit, "
      "visor and ear defenders. Then: feed butt first, stand to the side of the infeed, let go as soon as the "
      "rollers grab, and short bits go in with the next branch, never pushed by hand. I show them the stop bar and "
      "get them to hit it once so I know they can. Comms are Bluetooth headsets; if those drop it's a whistle, one "
      "blast stop, two carry on. On my crew a new starter only feeds brash for the first 2 days, and timber up to "
      "15 cm once they've watched me do it.", 5),
    I("Crew member keeps walking into the drop zone. What do you do?"),
    S("First time, I stop the job and come down to talk to him there and then. It's a stop-work, not a shout from "
      "20 m up. I re-brief the zone with the whole crew so it isn't personal. A second time in the same week I "
      "write it up and tell the contracts manager. I had that once last autumn; he moved to another crew for 2 "
      "weeks and gave the next toolbox talk on drop zones himself.", 5, 4),
    T(3, "Last section. Your questions."),
    Q("How does the storm rota work: how many weeks on, and what response time do you promise the councils?"),
    I("One week in four. Two-hour response for highway obstructions. Call-out paid from leaving home."),
    Q("Is climbing kit provided, or is it own kit with an allowance? And who does the thorough examinations?"),
    END("Company provides harness, lines and hardware; own kit is fine if it's on the register. External inspector "
        "every six months. That's everything from us; practical assessment dates by email. Thanks, Owain."),
    C("Thanks, both. See you at the practical."),
]

WEAK_CANDIDATE = {"firstName": "Darren", "lastName": "Moss", "currentTitle": "Tree Surgeon",
                  "currentCompany": "GreenCrown Tree Solutions"}
WEAK_RISKY = "age"
WEAK = [
    OPEN(OPENING.format(first="Darren")),
    C("Hiya, yeah. I'm Darren Moss, NPTC CS30, and I've been in the tree game a long time now. Currently with "
      "GreenCrown Tree Solutions doing a bit of everything, climbing and ground."),
    RISKY("A long time, you said on the phone you started back in the nineties. What year would you have left "
          "school, roughly?"),
    C("I'd rather keep it to the experience, if that's alright. I've been doing tree work a good while and I'm "
      "happy to go through any of it."),
    T(0, "Rigging. Mature beech, 70 cm stem, one big limb over a conservatory. Talk me through taking it down."),
    V("For us it's all about having a robust plan and everyone aligned before we start. We'd look at the tree "
      "holistically, pick the best anchor, and make sure the lowering's controlled so there's no risk to the "
      "conservatory. Safety's non-negotiable on that kind of job.", 0),
    I("Which friction device, and roughly what weight per piece?"),
    V("We use whatever's best practice for the job, and the lads are really experienced on the friction side. "
      "Weights depend on the piece, so we keep it controlled and take it steady. It's about working smart rather "
      "than going big.", 0),
    I("Climbing systems. What do you climb on, and how do you decide a rope or harness is finished?"),
    V("We're quite dynamic with systems, a bit of the new stuff and a bit of the old way, whatever gives the best "
      "outcome. Kit checks are massive; we take ownership of that as a team and anything dodgy gets flagged going "
      "forward.", 1),
    I("Practical one. You'd be based at the Penistone yard. Any problem with a 07:30 start there?"),
    C("No, that's fine, I can get there for half seven."),
    T(1, "Pruning. Client wants a big sycamore 'cut back by a third'. How do you specify it, and where do the cuts "
         "go?"),
    V("I'd sit down with the client and really understand their vision for the tree. Then it's a balanced, "
      "holistic reduction that keeps the tree healthy, following the British Standard obviously, and giving them "
      "a shape they're happy with.", 2),
    I("Before starting. What do you check on the tree and on the paperwork?"),
    M("We'd check with the council if there's a TPO on it. Last winter we had an ash with dieback over a lane: the "
      "crown was going thin and the tips were brittle, so I flagged it to the boss and we took it down off a MEWP "
      "instead of climbing it.", 3),
    I("Nesting season. What changes?"),
    V("Wildlife's a real passion of mine, honestly. We're very aware of our environmental responsibilities and "
      "we'd always take a cautious, best-practice approach in the nesting season.", 3),
    T(2, "Site set-up. Garden job, semi-detached, footpath out front. From arriving to first climber off the "
         "ground?"),
    V("It's about creating a safe environment for everyone, the public included. We'd get the zone set up, make "
      "sure there's a robust rescue plan in place, and check everyone's on the same page before anyone goes up. "
      "Communication is key.", 4),
    I("Who's the named rescuer, and where is their kit?"),
    V("Everyone on our crew is rescue-ready really; it's a shared ownership thing. The kit's always on the van, so "
      "whoever's best placed on the day would step in.", 4),
    I("New starter on the chipper. What's your brief?"),
    V("I'm a real people person, so first and foremost we'd make them feel welcome. Then it's about empowering "
      "them to ask questions and making sure they understand the chipper's no joke. We'd buddy them up until "
      "they're confident.", 5),
    T(3, "Your questions now."),
    Q("What does progression look like here? Is there a route to team leader?"),
    I("Crew leads are picked from climbers after a year, depending on tickets and the practical assessment."),
    Q("And is it mostly council work or private gardens?"),
    END("About sixty-forty council to private. That's us done; practical assessment details by email. Thanks, "
        "Darren."),
    C("Cheers, thanks for your time."),
]
