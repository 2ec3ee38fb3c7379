from common import I, C, make

FAMILY = "paralegal"

M1 = "Tracks court deadlines and calendars them with a backup check"
M2 = "Organizes discovery productions, privilege review and exhibits accurately"
W1 = "Prepares first drafts of discovery and filings that need minimal correction"
W2 = "Finds and verifies legal and factual sources before relying on them"
A1 = "Flags problems to the supervising attorney early with options"
A2 = "Handles client and opposing-counsel contact within the limits of the role"

FAM = {
    "templateTitle": "Litigation team interview: Senior Litigation Paralegal",
    "jobDescription": (
        "Whitcombe & Ortiz LLP is a 40-lawyer business litigation firm in downtown Denver, Colorado. "
        "Our commercial litigation group handles contract, construction defect and trade-secret cases in "
        "Colorado state courts and the District of Colorado. We are hiring a Senior Litigation Paralegal "
        "to support two partners and three associates from pleadings through trial.\n\n"
        "Responsibilities:\n"
        "- Calculate and docket deadlines under the Colorado Rules of Civil Procedure, the Federal Rules and local practice standards\n"
        "- Manage document collections and productions in Relativity, including Bates numbering, privilege logs and redactions\n"
        "- Draft discovery requests and responses, disclosures, subpoenas and routine motions for attorney review\n"
        "- Cite-check briefs, pull records and verify facts against the record\n"
        "- E-file through Colorado Courts E-Filing and CM/ECF\n"
        "- Build trial binders, exhibit lists and witness kits, and support the team in the courtroom\n"
        "- Serve as a day-to-day contact for clients and opposing staff on logistics, within the limits of a non-lawyer role\n\n"
        "Requirements:\n"
        "- Five or more years of civil litigation paralegal experience\n"
        "- Paralegal certificate from an ABA-approved program, or NALA CP/ACP or NFPA RP credential\n"
        "- Hands-on Relativity (or comparable e-discovery platform) experience\n"
        "- Strong Westlaw or Lexis research skills\n"
        "- Trial experience strongly preferred\n\n"
        "Hybrid schedule, three days in office; overtime during trial."
    ),
    "sections": [
        ("Case management", [M1, M2]),
        ("Drafting and research", [W1, W2]),
        ("Working with attorneys and clients", [A1, A2]),
    ],
    "agenda": [
        {"title": "Welcome and background", "duration": 5, "description": "Introductions and litigation background."},
        {"title": "Litigation case management", "duration": 15, "description": "Docketing, discovery, productions and trial prep."},
        {"title": "Drafting and research", "duration": 10, "description": "Discovery drafting, cite-checking, records."},
        {"title": "Working with the team", "duration": 8, "description": "Attorneys, clients, opposing counsel's staff."},
        {"title": "Candidate questions", "duration": 4, "description": "Candidate questions and next steps."},
    ],
}

strong_turns = [
    I("Hi, thanks for coming in, sorry, the elevator on this side is slow. I'm Rachel Whitcombe, I'm one of the partners in commercial lit. So, plan: background, then case management, drafting and research, how you work with attorneys and clients, and your questions. About forty minutes, ok?", agenda={"start": 0}),
    C("Sounds great. And no problem, I took the stairs, needed it. Marcus Feld, ACP. I'm a litigation paralegal at Brandt Keller in Boulder."),
    I("Tell me a little about how you got to Brandt Keller."),
    C("So I did the paralegal certificate at the University of Denver after a history degree, started in insurance defense for about three years, which is a lot of records and depositions, and then I've been at Brandt Keller about five years, almost all commercial. Two jury trials in District Court there, one in federal court, and I got my ACP in e-discovery in 2022."),
    I("Great. Let's start with case management. How do you handle deadlines? Walk me through what happens when a new motion gets served.", tag="agenda_transition", agenda={"complete": 0, "start": 1}),
    C("So, it lands in the e-filing notice, I read the certificate of service to see how it was served, then I count it out. Like a motion for summary judgment in state court, that's 21 days to respond under 121, and I check whether there's a practice standard from that judge that changes it, because some of the Denver judges have their own page limits and timing. I enter it in CompuLaw with the rule cite, plus a reminder at seven days and three days. Then I send the attorney an email with the date and the rule, and the docketing clerk counts it independently. If our two numbers don't match, we don't enter it until we've figured out why.", tag="strong_answer", crit=[M1]),
    I("Has that two-count ever actually caught something?"),
    C("Yes, once. Removed case, the other clerk counted from the state-court filing and I counted from the removal date, and the federal answer deadline was seven days off what she had. We caught it before it went in the calendar.", tag="strong_answer", crit=[M1]),
    I("Okay. Discovery. Tell me about the biggest production you've run."),
    C("Biggest was a trade-secret case, about 380,000 documents collected from the client's Google Workspace and two laptops. We loaded to Relativity, de-duplicated and threaded emails, which got it down to about 140,000. The associate wrote the coding protocol, I ran the search term reports, set up batches for the contract reviewers and did the QC sampling. We produced in five rolling volumes, Bates prefix WOC, with a privilege log built from the coding fields, and I checked every redacted document by hand for the redaction burning through on the image and the native. Before each volume went out, I ran a search for the privileged attorney domains to make sure nothing slipped.", tag="strong_answer", crit=[M2]),
    I("That's a lot. Trial binders, exhibits, how do you do it?"),
    C("I mean, you just kind of get it done, right? Everyone has their system, it's a lot of long nights. You stay on top of it.", tag="vague_answer", crit=[M2]),
    I("Ha, okay, fair. Let's move to drafting and research. What do you draft yourself without the attorney starting it?", tag="agenda_transition", agenda={"complete": 1, "start": 2}),
    C("First drafts of written discovery, responses to interrogatories and requests for production, the 26(a)(1) disclosures, subpoenas duces tecum, and notices of deposition. For responses, I start from the client's documents and the interview notes, put in our standard objections only where they actually fit, and leave a bracketed comment for the attorney on anything that's a judgment call. Last year the associate told me she sent my RFP responses out with just two edits.", tag="strong_answer", crit=[W1]),
    I("How do you cite-check a brief?"),
    C("I pull every case in Westlaw and KeyCite it, check the red and yellow flags, and then I actually read the pin cite to make sure it says what the brief says. For record cites, I open the depo transcript or the exhibit and confirm page and line. Once I caught a quote from a case that had been reversed on that exact point, the associate had pulled it from an old brief bank. I flagged it with the reversing case and two alternatives.", tag="strong_answer", crit=[W2, A1]),
    I("Okay, KeyCite plus reading the pin cites. Trials here are, honestly, brutal, like we're in the office until ten, eleven every night for two weeks. Do you have kids? Because, who's picking them up if you're stuck here with us at nine p.m.?", tag="risky_question"),
    C("I've done trial schedules before and I know what they involve. I'm fine with the hours the job needs."),
    I("Great, good. Let's talk working with the team. Tell me about a time something was going wrong that the attorney didn't know about.", tag="agenda_transition", agenda={"complete": 2, "start": 3}),
    C("Yeah, there was one, a case where the client's IT guy sent a second hard drive two days before our production deadline, and a quick search showed maybe 4,000 new hits on our terms. I went to the associate that morning, not the day before. I said here's what we have, we can ask opposing counsel for a one-week stipulated extension, or we produce on time what we have and do a supplemental volume in ten days. She chose the supplemental, and I drafted the cover letter explaining it.", tag="strong_answer", crit=[A1]),
    I("And clients? How do you deal with a client calling you directly and asking what they should do?"),
    C("Um, I just try to be helpful, you know, keep them happy, answer what I can. Clients like me, I think.", tag="vague_answer", crit=[A2]),
    I("What about opposing counsel's paralegal asking to move a deposition?"),
    C("I can handle the logistics, room, court reporter, videographer, dates, but I don't agree to anything that's a substantive change. Like last month their paralegal asked if we'd agree to do a 30(b)(6) remotely and cut it to four hours. I said I'd check, and I emailed our associate the request, and she handled the stipulation.", tag="strong_answer", crit=[A2]),
    I("Okay. What do you want to ask me?", tag="agenda_transition", agenda={"complete": 3, "start": 4}),
    C("What's your docketing setup? Is it centralized, or is each paralegal responsible for their own cases?", tag="candidate_question"),
    I("Centralized docketing department, CompuLaw, but the paralegal is responsible for a second check on every entry."),
    C("Good, that's what I'm used to. And how many attorneys would I support on a normal week?", tag="candidate_question"),
    I("Two partners and three associates, but realistically you'd spend most of your time on two trials set for next spring. Okay, great, that's all my questions. Our recruiting coordinator will reach out about a second round with Ed Ortiz. Thanks, Marcus.", tag="agenda_transition", agenda={"complete": 4}),
    C("Thank you, Rachel, I appreciate it."),
]

weak_turns = [
    I("Hi, come on in. I'm Rachel Whitcombe, partner in commercial lit. We'll do background, case management, drafting and research, working with the team, and your questions. Forty minutes or so.", agenda={"start": 0}),
    C("Perfect, thank you so much. I'm Ashley Navarro, legal operations specialist at Summit Legal Partners."),
    I("Quick version of your background?"),
    C("So I've been in legal for about six years, and my focus has really been on driving operational excellence across the litigation lifecycle and streamlining processes.", tag="vague_answer"),
    I("Okay. Case management. Walk me through what happens when a new motion gets served on us.", tag="agenda_transition", agenda={"complete": 0, "start": 1}),
    C("So I really believe in a proactive approach to deadline management. I leverage the tools available and make sure there's visibility across the team so nothing falls through the cracks.", tag="vague_answer", crit=[M1]),
    I("Which tools? And how would you count a response deadline?"),
    C("It depends on the firm's tech stack, honestly. I'm very adaptable. I'd align with whatever the best practice is here.", tag="vague_answer", crit=[M1]),
    I("Have you worked in Relativity?"),
    C("Yes, at my last job we used Relativity. I did first-level review coding, responsive or not responsive and privilege, on a breach-of-contract case, I think about 20,000 documents, and I helped put the Bates numbers on the production.", crit=[M2]),
    I("Did you do the privilege log?"),
    C("I was part of the broader discovery workstream, so I really saw the whole end-to-end process and contributed across the board.", tag="vague_answer", crit=[M2]),
    I("Ok, um, is Navarro your married name? I only ask because your references list you as Ashley Brooks. Did you just get married?", tag="risky_question"),
    C("Oh, yes, it's, um, it changed recently. The references will know me under Brooks."),
    I("Got it, I'll let recruiting know. Drafting and research. What have you drafted on your own?", tag="agenda_transition", agenda={"complete": 1, "start": 2}),
    C("I've supported drafting across a lot of different document types. I'm a strong writer and really detail-oriented, I always make sure the work product is high quality.", tag="vague_answer", crit=[W1]),
    I("How would you cite-check a brief?"),
    C("I'd do a thorough review following best practice and make sure everything is accurate and consistent. Quality is really important to me.", tag="vague_answer", crit=[W2]),
    I("Okay. Working with the team. Tell me about a time you noticed a problem before an attorney did.", tag="agenda_transition", agenda={"complete": 2, "start": 3}),
    C("I'm always thinking a few steps ahead. I think of myself as a partner to the attorneys, not just support, so I raise things holistically and help drive solutions.", tag="vague_answer", crit=[A1]),
    I("A specific time?"),
    C("There's been a lot of situations like that. I'd say it's just how I operate generally.", tag="vague_answer", crit=[A1]),
    I("And if a client calls you asking what they should do in their case?"),
    C("Client experience is a big priority for me. I'd make sure they feel heard and supported and that the relationship stays strong.", tag="vague_answer", crit=[A2]),
    I("Alright. Questions for me?", tag="agenda_transition", agenda={"complete": 3, "start": 4}),
    C("Yes, what does a typical day look like for the paralegals here?", tag="candidate_question"),
    I("Depends where the cases are. Lots of discovery right now, two trials next spring."),
    C("And is it hybrid? How many days in office?", tag="candidate_question"),
    I("Three days in the office, more during trial. Okay, that's all I had. Recruiting will be in touch. Thanks for coming in.", tag="agenda_transition", agenda={"complete": 4}),
    C("Thank you so much, it was great to meet you!"),
]

INTERVIEWS = [
    make("paralegal-strong", FAMILY, "positive",
         {"firstName": "Marcus", "lastName": "Feld", "currentTitle": "Litigation Paralegal", "currentCompany": "Brandt Keller PC, Boulder"},
         FAM, strong_turns, "children_childcare"),
    make("paralegal-weak", FAMILY, "negative",
         {"firstName": "Ashley", "lastName": "Navarro", "currentTitle": "Legal Operations Specialist", "currentCompany": "Summit Legal Partners"},
         FAM, weak_turns, "marital_status"),
]
