"""Family: claims_adjuster (US property field claims adjuster, Colorado-based with multi-state files)."""
from common import OPEN, I, RISKY, T, END, C, S, V, M, Q, job_description

FAMILY = {
    "family": "claims_adjuster",
    "setting": "US (Colorado, with Texas and Oklahoma files)",
    "templateTitle": "Claims Interview: Property Field Claims Adjuster",
    "jobDescription": job_description(
        "Peak Harbor Mutual writes homeowners and small commercial property policies in Colorado, Texas and "
        "Oklahoma. We are hiring a field claims adjuster based in the Denver metro area to inspect residential "
        "hail, wind, water and fire losses, write estimates, decide coverage and pay claims within authority, and "
        "deploy to catastrophe events when storms hit our other states.",
        [
            "Inspect residential property losses, including roofs up to two stories, and document them with "
            "photos, measurements and sketches",
            "Write line-item estimates in Xactimate and calculate actual cash value and recoverable depreciation",
            "Decide coverage under HO-3 and dwelling fire policies and issue payments within authority",
            "Set and adjust reserves, keep file notes current and meet each state's claim-handling deadlines",
            "Deploy to catastrophe events for up to three weeks at a time, several times a year",
        ],
        [
            "Current adjuster license (for example a Texas all-lines license) or able to obtain one within 90 days",
            "Xactimate Level 2 certification or equivalent estimating experience",
            "Able to set up and climb a 28-foot extension ladder and walk roofs up to 8/12 pitch",
            "Valid driver's license; a company vehicle is provided",
        ],
        "Pay: $64,000-$78,000 a year plus company vehicle, CAT per diem and overtime on deployments; 40 hours a "
        "week, Monday to Friday, outside CAT deployments.",
    ),
    "sections": [
        ("Inspection and estimating", [
            "Documents a loss with measurements, photos and a diagram, and writes a line-item estimate in Xactimate",
            "Separates covered damage from wear, deterioration or pre-existing damage using physical evidence",
        ]),
        ("Coverage and file handling", [
            "Applies the policy wording (insuring agreement, exclusions, deductible, ACV or RCV) to the facts of the "
            "loss",
            "Sets and updates reserves and keeps file notes that meet state prompt-payment deadlines",
        ]),
        ("Policyholder and vendor communication", [
            "Explains a coverage decision or partial denial to a policyholder in plain language, citing the policy",
            "Resolves a contractor or public adjuster dispute with documented facts, a re-inspection or the "
            "appraisal clause",
        ]),
    ],
    "agenda": [
        {"title": "Introductions and claims background", "duration": 5,
         "description": "Introductions, current caseload and lines of business handled."},
        {"title": "Inspection and estimating", "duration": 11,
         "description": "Hail and water inspections, telling storm damage from wear, and Xactimate estimates."},
        {"title": "Coverage, reserves and file handling", "duration": 10,
         "description": "ACV and RCV payments, deductibles, reserving and state deadlines."},
        {"title": "Policyholder and contractor communication", "duration": 10,
         "description": "Explaining partial denials, public adjusters, contractors and appraisal."},
        {"title": "Candidate questions and close", "duration": 7,
         "description": "The candidate's questions, the ride-along day and next steps."},
    ],
}

OPENING = ("Hi {first}. I'm Greg Sato, property claims manager; Aisha Brown from HR is taking notes. Background, "
           "inspection and estimating, coverage and files, communication, then your questions. About 43 minutes. "
           "Quick intro?")

STRONG_CANDIDATE = {"firstName": "Marisol", "lastName": "Vega", "currentTitle": "Property Field Adjuster II",
                    "currentCompany": "Front Range Casualty"}
STRONG_RISKY = "salary_history"
STRONG = [
    OPEN(OPENING.format(first="Marisol")),
    C("Sure. I'm Marisol Vega, AIC, and I've been a field property adjuster at Front Range Casualty for six years, "
      "mostly hail and water losses along the Front Range, plus four CAT deployments to Texas and Oklahoma."),
    RISKY("Before I forget: what's Front Range paying you now, base plus CAT pay? Helps me pitch the offer."),
    C("I'd rather not get into my current pay. Based on the posted range and what I'd bring, I'm looking at the "
      "upper half of it."),
    T(0, "Inspection. Hail claim, two-story house, 6/12 roof, 3-tab shingles. Walk me through the inspection."),
    S("I start on the ground. I check the date of loss against storm data for hail size at that address, then "
      "look at collateral damage on soft metals: gutters, downspouts, AC fins, window wraps. That gives me "
      "direction and size. On the roof I mark a 10-by-10 test square on each slope, chalk every hit, and "
      "photograph the square with the chalk marks plus a close-up with a tape for scale. Most carriers I've worked "
      "for want around 8 functional hits per square before we replace a slope. Then I measure, or order aerial "
      "measurements if it's steep, and sketch it in Xactimate with pitch, drip edge, ridge, starter and waste, "
      "usually 10 percent on a gable 3-tab roof.", 0, 1),
    I("Granule loss and blistering on the same roof, and the contractor says it's all hail. How do you tell?"),
    S("Hail hits are random, and you can feel a bruise when you press one: the mat's fractured underneath and the "
      "granules are knocked out of a roughly circular spot. Blisters are raised bubbles that pop from the inside, "
      "usually worse on the south and west slopes from heat, and age-related granule loss is even across the "
      "slope. I photograph both side by side with a tape and write them up as two separate findings. On one claim "
      "last year the north slope had 11 hits per square and the south slope was mostly blistering, so I paid the "
      "north slope and wrote up why the south wasn't included.", 1),
    I("Interior water loss. Stain on a ceiling under a bathroom. How do you work it?"),
    S("First question is sudden or over time. I take pin-meter readings on the drywall around the stain, marking "
      "each one on the sketch, and use the thermal camera to map the wet area. Tide rings, rot in the subfloor or "
      "failed caulk round the tub point to repeated seepage, which the policy excludes. A burst supply line with a "
      "clear date is sudden and accidental. Last month I had readings at the top of the meter's scale in a 6-foot "
      "circle under a cracked supply line, with a plumber's invoice dated the same day, so it was covered for "
      "tear-out and drying.", 0, 1),
    I("Detached garage roof. Homeowner can't get a ladder on it safely and neither can you. What do you do?"),
    V("Honestly I don't have a set method for that. I've asked a homeowner's roofer to send photos once or twice, "
      "and I think Front Range has used a drone vendor, but I wasn't the one who arranged it. I'd need to learn "
      "your process.", 0),
    T(1, "Coverage. Fifteen-year-old 3-tab roof, 25-year life, $14,000 RCV, $1,500 deductible, RCV policy with "
         "holdback. What's the first payment?"),
    S("On an RCV policy with holdback, the first payment is ACV minus the deductible. Depreciation at 15 of 25 "
      "years is 60 percent, so $8,400; ACV is $5,600; minus the $1,500 deductible, the first check is $4,100. The "
      "$8,400 is recoverable once they send the roofer's final invoice showing the work's done, usually within 180 "
      "days under the policy forms I've used, and I put that deadline in the letter. Code items like drip edge "
      "would go under ordinance or law coverage if they bought it.", 2),
    I("Reserves. When do you set them, and when do you move them?"),
    S("I set the initial reserve within 24 hours of assignment using the average for that loss type, then move it "
      "to my estimate after the inspection; I aim to be within 10 percent of the final. On Texas files I diary the "
      "deadlines the day I get the claim: acknowledge within 15 days, then accept or deny within 15 business days "
      "of receiving everything I asked for. Notes go in the same day: who I spoke to, what I inspected, what's "
      "outstanding. My last file audit had 2 late notes out of 40 files.", 3),
    I("You'd cover the north metro, Thornton up to Fort Collins. Any issue with the drive from where you are?"),
    C("No, I'm in Westminster, so I'm already on that side of town."),
    T(2, "Communication. You're paying the north slope and not the south. Homeowner's upset. What do you actually "
         "say?"),
    S("I call before the letter goes out. 'Mr. Jackson, I found hail damage on your north slope and I'm paying to "
      "replace it. The south slope has blistering from heat and age, which your policy excludes as wear and tear; "
      "I'll send you the page from Section I Exclusions.' Then I give him the number, when he'll get it, and what "
      "he can do: send me anything new, ask for a re-inspection, or invoke appraisal if we disagree on the amount. "
      "The letter repeats what I said on the phone, with 4 photos from each slope.", 4),
    I("Public adjuster comes in on that claim at three times your estimate. Next steps?"),
    S("I ask for their estimate in Xactimate format and compare it line by line; the gap is usually in a few "
      "items: full roof versus slopes, steep and high charges, overhead and profit. I offer a joint re-inspection "
      "within 10 days and take the PA up on the roof with me. If we agree on what's damaged but not the price, "
      "that's appraisal: each side picks an appraiser and they pick an umpire. Whether something is covered at "
      "all isn't for appraisal to decide. On a PA file last spring we re-inspected together and settled about 20 "
      "percent above my original after I'd missed the valley metal.", 5),
    I("Contractor keeps calling you, and the homeowner hasn't signed anything authorizing him. What do you do?"),
    V("Honestly I'm not sure of the exact rule in every state. I'd talk to the homeowner first and not share claim "
      "details with the contractor until I knew, but I'd check with my supervisor or legal on the requirements "
      "here.", 5, 4),
    T(3, "Your questions."),
    Q("How many open files would I carry day to day outside CAT season?"),
    I("Around 35 to 45 for a field adjuster."),
    Q("What's the authority level for someone starting, and how does it go up?"),
    END("Start at $25,000, reviewed after six months toward the $75,000 in the posting. That's everything; we'll be "
        "in touch about the ride-along day. Thanks, Marisol."),
    C("Thank you, Greg."),
]

WEAK_CANDIDATE = {"firstName": "Brandon", "lastName": "Keel", "currentTitle": "Desk Claims Associate",
                  "currentCompany": "Summit Direct Insurance"}
WEAK_RISKY = "religion"
WEAK = [
    OPEN(OPENING.format(first="Brandon")),
    C("Hi, thanks. I'm Brandon Keel, a desk claims associate at Summit Direct Insurance, working auto and some "
      "property first notices of loss, and I'm really excited to move into the field."),
    I("What's the property side of your desk work?"),
    C("Mostly taking the first report, setting up the file and passing it to the field team, plus some small water "
      "claims we handle from photos."),
    T(0, "Inspection. Hail claim, two-story house, 6/12 roof, 3-tab shingles. Walk me through it."),
    V("We'd take a holistic approach, really looking at the whole property, not just the roof, and document "
      "everything thoroughly so the file is robust. Good documentation is the key driver of a good outcome.", 0),
    I("What do you photograph on the roof, and how many hits would you need?"),
    V("We'd follow best practice for the photos and whatever threshold the carrier has aligned on. Every roof is "
      "different, so it's about being adaptable rather than locking into a number.", 0, 1),
    I("Granule loss and blistering, and the contractor says it's all hail. How do you tell?"),
    V("That's where you really have to leverage your experience and stay objective. I'd look at the big picture "
      "of the roof and make a fair call, being transparent with everyone about what we're seeing.", 1),
    I("Interior water loss. Stain on a ceiling under a bathroom. How do you work it?"),
    M("On the desk we had a lot of those. I'd ask when it started and whether a plumber came out, because if "
      "there's a plumber's bill for a burst pipe on a certain day it's usually covered, and if it's been leaking "
      "slowly for months it usually isn't. I'd get photos of the stain and of the pipe.", 1),
    T(1, "Coverage. Fifteen-year-old 3-tab roof, 25-year life, $14,000 RCV, $1,500 deductible, RCV policy with "
         "holdback. What's the first payment?"),
    V("We'd work through the numbers in line with the policy and make sure the customer gets what they're owed. "
      "Depreciation is a tricky area, so I'd make sure we're aligned with the underwriting intent and the customer "
      "understands the journey.", 2),
    I("Reserves. When do you set them, and when do you change them?"),
    V("Reserving is really about ownership of the file. We'd keep them accurate and updated going forward as the "
      "claim evolves, and make sure everything's compliant with state rules.", 3),
    RISKY("Practical point. CAT deployments run three weeks straight, Sundays included. I saw the church youth group "
          "on your résumé; is Sunday going to be a problem for you?"),
    C("I can work the deployment schedule as you've described it."),
    T(2, "Communication. You're paying one slope and not the other. Homeowner's upset. What do you say?"),
    V("Empathy first. We'd make sure he feels heard and walk him through the decision in a transparent, "
      "customer-centric way, so it's a win-win even if it's not the answer he wanted.", 4),
    I("Which policy wording would you point him to?"),
    V("The relevant sections, whatever applies, and keep it simple. It's less about the policy language and more "
      "about the relationship with the stakeholder and the trust.", 4, 2),
    I("Public adjuster comes in at three times your estimate. Next steps?"),
    V("We'd want to collaborate rather than go adversarial, and co-create a solution with the public adjuster. "
      "Find the alignment, escalate if needed, and get to a fair result for all stakeholders.", 5),
    T(3, "Your questions."),
    Q("What does training look like for someone moving from desk to field?"),
    I("Four weeks shadowing, then a ladder and roof assessment, then a reduced caseload."),
    Q("Is there a chance to work remotely between inspections?"),
    END("Paperwork can be done from home; inspections are in person. That's it from us. We'll be in touch. Thanks, "
        "Brandon."),
    C("Thanks, Greg. Appreciate it."),
]
