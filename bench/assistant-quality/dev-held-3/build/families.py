# Shared family definitions (template title, job description, scorecard, agenda).
# Written from general knowledge for the held-out evaluation set.

FAMILIES = {}

# ---------------------------------------------------------------- physio (UK)
FAMILIES["msk_physiotherapist"] = {
    "templateTitle": "Clinical interview: Band 6 MSK Physiotherapist",
    "jobDescription": (
        "Wharfedale Community Health NHS Trust is looking for a Band 6 musculoskeletal physiotherapist "
        "to join our adult outpatient team at the Otley and Ilkley clinics in West Yorkshire. You will run "
        "your own caseload of patients referred by GPs and through self-referral, with support from a Band 7 "
        "team lead, a weekly in-service training slot and a monthly supervision session.\n\n"
        "Responsibilities:\n"
        "- Assess and treat adults with spinal, upper limb and lower limb conditions in 45-minute new patient and 30-minute follow-up slots\n"
        "- Screen for serious pathology such as cauda equina syndrome and escalate promptly\n"
        "- Plan and progress exercise-based rehabilitation, including running a weekly knee and hip class\n"
        "- Keep clear, timely notes on SystmOne and complete patient-reported outcome measures\n"
        "- Supervise Band 5 rotational physiotherapists and students on placement\n"
        "- Refer on to orthopaedics, pain services or injection clinics under agreed pathways\n\n"
        "Requirements:\n"
        "- BSc or MSc in Physiotherapy and current HCPC registration\n"
        "- At least two years post-qualification experience, including a substantial MSK outpatient rotation or post\n"
        "- Sound knowledge of red flag screening and safety-netting\n"
        "- Experience of supervising students or junior staff\n"
        "- Able to travel between clinic sites\n\n"
        "Hours and pay: 37.5 hours a week, Monday to Friday, with one late clinic until 7pm on a rota; "
        "Agenda for Change Band 6, GBP 37,338 to GBP 44,962 a year."
    ),
    "sections": [
        ("Assessment and clinical reasoning", [
            "Takes a structured subjective and objective history and explains what each finding changed",
            "Picks up red flags and describes exactly how they escalated them",
        ]),
        ("Treatment and rehabilitation", [
            "Sets exercise dosage and progressions using specific numbers and patient feedback",
            "Explains the condition and plan to patients in words they understand",
        ]),
        ("Caseload and team", [
            "Runs a full clinic list with notes and discharges up to date",
            "Supervises junior staff and students with concrete examples of what they did",
        ]),
    ],
    "agenda": [
        {"title": "Introductions and background", "duration": 5,
         "description": "Panel introductions, the candidate's training and current post."},
        {"title": "Assessment and clinical reasoning", "duration": 10,
         "description": "New low back pain patient, red flag screening, shoulder assessment."},
        {"title": "Treatment case discussion", "duration": 10,
         "description": "Knee osteoarthritis case: exercise dosage, progression and patient explanation."},
        {"title": "Caseload, notes and supervision", "duration": 10,
         "description": "Clinic list management, SystmOne notes, discharges, supervising Band 5s and students."},
        {"title": "Candidate questions and close", "duration": 7,
         "description": "Candidate's questions, next steps and timescales."},
    ],
}

# ------------------------------------------------------------ site engineer (UK)
FAMILIES["civil_site_engineer"] = {
    "templateTitle": "Hiring manager interview: Site Engineer (Civils)",
    "jobDescription": (
        "Hartley & Moss is a regional civil engineering contractor working across the West Midlands and the "
        "Welsh Marches. We are looking for a Site Engineer to join the team delivering a GBP 24m flood "
        "alleviation scheme on the River Severn at Frankwell, Shrewsbury: 650 m of reinforced concrete flood "
        "wall on piled foundations, sheet-piled cofferdams, three new outfalls and public realm works. You will "
        "report to the Section Engineer and work alongside our own gangs and specialist subcontractors.\n\n"
        "Responsibilities:\n"
        "- Set out piles, walls, drainage and kerb lines using a Leica total station and GPS rover\n"
        "- Check reinforcement, formwork and cast-in items against drawings before every pour and sign off ITPs\n"
        "- Take levels, produce as-built records and maintain the site survey control\n"
        "- Work with the Temporary Works Coordinator on permits to load and permits to dismantle\n"
        "- Brief gangs on method statements and keep site diaries, allocation sheets and photo records\n"
        "- Raise RFIs and early warnings under the NEC4 contract\n\n"
        "Requirements:\n"
        "- Degree or HNC in civil engineering, or equivalent site experience\n"
        "- At least two years setting out on civils or highways work\n"
        "- Confident with Leica or Trimble instruments and reading construction drawings\n"
        "- CSCS card; SSSTS or SMSTS an advantage\n"
        "- Full UK driving licence\n\n"
        "Hours and pay: 7:30am to 5pm Monday to Friday, with occasional weekend working planned around river "
        "levels; GBP 38,000 to GBP 44,000 plus car allowance and 25 days' holiday."
    ),
    "sections": [
        ("Setting out and survey", [
            "Sets out accurately with a total station or GPS and describes the checks they make",
            "Keeps levels, as-builts and survey records that others can rely on",
        ]),
        ("Quality and temporary works", [
            "Checks work against drawings and specifications and catches problems before concrete is poured",
            "Follows temporary works permits and says when they have stopped a job",
        ]),
        ("Working with the site team", [
            "Briefs gangs and subcontractors clearly and keeps daily site records",
            "Puts numbers on the cost and programme effect of changes and raises them early",
        ]),
    ],
    "agenda": [
        {"title": "Introductions and background", "duration": 5,
         "description": "Introductions, the candidate's current project and role."},
        {"title": "Setting out and survey", "duration": 10,
         "description": "Setting out piles and walls, control checks, levels and as-built records."},
        {"title": "Quality and temporary works", "duration": 10,
         "description": "Pre-pour checks, ITPs, temporary works permits, stopping work."},
        {"title": "Site team, records and change", "duration": 10,
         "description": "Briefings, site diaries, subcontractors, early warnings and costing changes."},
        {"title": "Candidate questions and close", "duration": 8,
         "description": "Candidate's questions and next steps."},
    ],
}

# ------------------------------------------------------------------ HVAC/R (US)
FAMILIES["hvac_refrigeration_technician"] = {
    "templateTitle": "Technical interview: Commercial HVAC/R Service Technician",
    "jobDescription": (
        "Great Lakes Mechanical Services has maintained and repaired commercial heating, cooling and "
        "refrigeration equipment in central Ohio since 1987. Our customers are schools, restaurants, grocery "
        "stores and medical offices around Columbus. We are hiring a Commercial HVAC/R Service Technician to "
        "run service calls and preventive maintenance from a company van.\n\n"
        "Responsibilities:\n"
        "- Diagnose and repair rooftop units, split systems, walk-in coolers and freezers and reach-in refrigeration\n"
        "- Take and record pressures, superheat, subcooling, temperatures and amp draws on every call\n"
        "- Troubleshoot control circuits, economizers and building automation inputs with a meter and wiring diagrams\n"
        "- Recover, evacuate and charge refrigerant and keep records in line with EPA Section 608\n"
        "- Explain findings and quote repairs to customers; complete service tickets in ServiceTitan before leaving site\n"
        "- Take part in the on-call rotation, about one week in six\n\n"
        "Requirements:\n"
        "- EPA 608 Universal certification\n"
        "- 3+ years of commercial HVAC/R service experience\n"
        "- Valid driver's license and a driving record that meets our insurer's requirements\n"
        "- Able to lift 50 lbs and work on roofs and ladders, with or without reasonable accommodation\n"
        "- OSHA 10 preferred\n\n"
        "Hours and pay: Monday to Friday 7:00am to 3:30pm plus on-call rotation; $32 to $40 an hour depending "
        "on experience, take-home van, 401(k) with match and a yearly tool allowance."
    ),
    "sections": [
        ("Diagnosis", [
            "Diagnoses faults from readings such as pressures, superheat, subcooling and amps and says what they showed",
            "Works through electrical and control faults step by step with a meter and the wiring diagram",
        ]),
        ("Refrigerant handling and safety", [
            "Recovers, evacuates, charges and records refrigerant within EPA 608 rules",
            "Locks out, tags out and works on roofs safely without shortcuts",
        ]),
        ("Customers and paperwork", [
            "Explains the fault and the repair options and costs to the customer in plain words",
            "Writes service tickets with readings, parts and hours that the office can bill from",
        ]),
    ],
    "agenda": [
        {"title": "Introductions and background", "duration": 5,
         "description": "Introductions, where the candidate learned the trade, current equipment mix."},
        {"title": "Refrigeration diagnosis", "duration": 12,
         "description": "Walk-in cooler and rooftop unit scenarios, readings and what they mean."},
        {"title": "Electrical and controls", "duration": 8,
         "description": "Control circuit troubleshooting, intermittent faults, economizers."},
        {"title": "Refrigerant rules, safety and customers", "duration": 10,
         "description": "Recovery and records, lockout/tagout, roof safety, talking to customers, tickets."},
        {"title": "Candidate questions and close", "duration": 7,
         "description": "Candidate's questions, on-call and van arrangements, next steps."},
    ],
}

# ------------------------------------------------------------- payroll (US)
FAMILIES["payroll_specialist"] = {
    "templateTitle": "Hiring manager interview: Payroll Specialist",
    "jobDescription": (
        "Brightwater Senior Living operates 14 assisted living and memory care communities across Florida, "
        "Georgia, North Carolina and South Carolina. Our home office in Tampa runs biweekly payroll for about "
        "1,600 employees, most of them hourly caregivers, cooks and housekeepers working shift patterns with "
        "overtime and shift differentials. We are hiring a Payroll Specialist to join a team of three.\n\n"
        "Responsibilities:\n"
        "- Process biweekly payroll in ADP Workforce Now from timekeeping data, including overtime, shift differentials and PTO\n"
        "- Audit pre-process registers and investigate variances before submitting\n"
        "- Set up and maintain garnishments, child support orders and benefit deductions\n"
        "- Handle multi-state withholding, new-hire state setup and local taxes\n"
        "- Answer employee and manager pay questions by phone and through the HR ticket queue\n"
        "- Support quarter-end and year-end work, including W-2 corrections and general ledger reconciliations\n\n"
        "Requirements:\n"
        "- 3+ years processing multi-state payroll for 500+ employees\n"
        "- Working knowledge of FLSA overtime rules, including the regular rate of pay\n"
        "- Strong Excel skills (XLOOKUP, pivot tables)\n"
        "- ADP Workforce Now or a similar system; CPP or FPC welcome but not required\n\n"
        "Hours and pay: Monday to Friday, 8:00am to 4:30pm, hybrid after 90 days (in the office Monday and "
        "Tuesday of payroll weeks); $58,000 to $68,000 a year plus medical, dental and 401(k)."
    ),
    "sections": [
        ("Payroll processing", [
            "Runs a full payroll cycle and describes the checks made before submitting",
            "Works out gross-to-net, overtime and deductions correctly and can show the working",
        ]),
        ("Compliance and controls", [
            "Handles garnishments, multi-state withholding and year-end forms accurately",
            "Keeps pay data confidential and sticks to approval controls",
        ]),
        ("Problem solving and service", [
            "Finds the cause of a pay error and fixes it with a documented correction",
            "Explains pay questions to employees and managers in plain words",
        ]),
    ],
    "agenda": [
        {"title": "Introductions and background", "duration": 5,
         "description": "Introductions, current payroll size, systems used."},
        {"title": "Payroll cycle walk-through", "duration": 10,
         "description": "A biweekly cycle from timecard close to pay date, checks and approvals."},
        {"title": "Calculations and compliance", "duration": 12,
         "description": "Regular rate and overtime, garnishments, multi-state withholding, controls."},
        {"title": "Errors and employee questions", "duration": 8,
         "description": "Tracing and correcting a pay error, explaining pay to employees and managers."},
        {"title": "Candidate questions and close", "duration": 7,
         "description": "Candidate's questions and next steps."},
    ],
}


def criteria(family):
    return [c for _, cs in FAMILIES[family]["sections"] for c in cs]


def scorecard_text(family):
    lines = []
    for title, cs in FAMILIES[family]["sections"]:
        lines.append(title)
        lines.extend("- " + c for c in cs)
    return "\n".join(lines)
