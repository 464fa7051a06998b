<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>RulesWords</name>
    <message>
        <source>Not now: first draw a gene (or redraw the hand).</source>
        <translation>Non ora: prima pesca un gene (o ripesca la mano).</translation>
    </message>
    <message>
        <source>Not now: first clone a gene or skip cloning.</source>
        <translation>Non ora: prima clona un gene o rinuncia a clonare.</translation>
    </message>
    <message>
        <source>Not now: first choose the opponent the attack hits.</source>
        <translation>Non ora: prima scegli l&apos;avversario che l&apos;attacco colpisce.</translation>
    </message>
    <message>
        <source>Not now: first choose the gene Toxin Secretion removes.</source>
        <translation>Non ora: prima scegli il gene che Secrezione di tossine rimuove.</translation>
    </message>
    <message>
        <source>Not now: first choose the gene Quorum Sensing mimics.</source>
        <translation>Non ora: prima scegli il gene che Quorum sensing imita.</translation>
    </message>
    <message>
        <source>Not now: first remediate, recycle or pass.</source>
        <translation>Non ora: prima bonifica, ricicla o passa.</translation>
    </message>
    <message>
        <source>Not now: first discard down to the hand limit.</source>
        <translation>Non ora: prima scarta fino al limite di mano.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>It is not your turn: %1 plays now.</source>
        <translation>Non è il tuo turno: ora gioca %1.</translation>
    </message>
    <message>
        <source>%1 by seat %2</source>
        <translation>%1 del giocatore %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n gene(s)</source>
        <translation>
            <numerusform>%1 pesca %n gene</numerusform>
            <numerusform>%1 pesca %n geni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n gene(s).</source>
        <translation>
            <numerusform>%1 pesca %n gene.</numerusform>
            <numerusform>%1 pesca %n geni.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 discards the hand and draws %n new gene(s)</source>
        <translation>
            <numerusform>%1 scarta la mano e pesca %n gene nuovo</numerusform>
            <numerusform>%1 scarta la mano e pesca %n geni nuovi</numerusform>
        </translation>
    </message>
    <message>
        <source>Your hand is empty: there is nothing to redraw.</source>
        <translation>La tua mano è vuota: non c&apos;è niente da ripescare.</translation>
    </message>
    <message>
        <source>%1 discards %2 to redraw.</source>
        <translation>%1 scarta %2 per ripescare.</translation>
    </message>
    <message>
        <source>a gene</source>
        <translation>un gene</translation>
    </message>
    <message>
        <source>An Attack gene is performed at once; it replaces nothing.</source>
        <translation>Un gene Attacco si esegue subito; non sostituisce niente.</translation>
    </message>
    <message>
        <source>There is room for this %1 gene: nothing needs replacing.</source>
        <translation>C&apos;è posto per questo gene %1: non serve sostituire niente.</translation>
    </message>
    <message>
        <source>Choose which of your %1 genes this one replaces.</source>
        <translation>Scegli quale dei tuoi geni di %1 sostituisce questo.</translation>
    </message>
    <message>
        <source>%1 clones %2, replacing %3</source>
        <translation>%1 clona %2 al posto di %3</translation>
    </message>
    <message>
        <source>%1 clones %2</source>
        <translation>%1 clona %2</translation>
    </message>
    <message>
        <source>That gene is not in your hand.</source>
        <translation>Quel gene non è nella tua mano.</translation>
    </message>
    <message>
        <source>%1 clones %2.</source>
        <translation>%1 clona %2.</translation>
    </message>
    <message>
        <source>%1 is replaced and discarded.</source>
        <translation>%1 viene sostituito e scartato.</translation>
    </message>
    <message>
        <source>%1 clones nothing</source>
        <translation>%1 non clona niente</translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation>giocatore %1</translation>
    </message>
    <message>
        <source>%1 attacks %2</source>
        <translation>%1 attacca %2</translation>
    </message>
    <message>
        <source>%1 attacks %2 with %3</source>
        <translation>%1 attacca %2 con %3</translation>
    </message>
    <message>
        <source>Chemotaxis must hit an opponent with the most plastic.</source>
        <translation>Chemiotassi deve colpire un avversario con più plastica.</translation>
    </message>
    <message>
        <source>Choose one of your opponents.</source>
        <translation>Scegli uno dei tuoi avversari.</translation>
    </message>
    <message>
        <source>%1 makes the target discard %2</source>
        <translation>%1 fa scartare %2 al bersaglio</translation>
    </message>
    <message>
        <source>%1 makes %2 discard %3</source>
        <translation>%1 fa scartare %3 a %2</translation>
    </message>
    <message>
        <source>Choose a gene cloned in %1.</source>
        <translation>Scegli un gene clonato in %1.</translation>
    </message>
    <message>
        <source>%1&apos;s Quorum Sensing mimics %2</source>
        <translation>Quorum sensing di %1 imita %2</translation>
    </message>
    <message>
        <source>Quorum Sensing can only mimic another gene cloned in a microbe.</source>
        <translation>Quorum sensing può imitare solo un altro gene clonato in un microbo.</translation>
    </message>
    <message>
        <source>%1&apos;s Quorum Sensing now acts as %2.</source>
        <translation>Quorum sensing di %1 ora agisce come %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 remediates %n plastic</source>
        <translation>
            <numerusform>%1 bonifica %n plastica</numerusform>
            <numerusform>%1 bonifica %n plastiche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A %1 costs %n plastic; you have %2.</source>
        <translation>
            <numerusform>«%1» costa %n plastica; ne hai %2.</numerusform>
            <numerusform>«%1» costa %n plastiche; ne hai %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 recycles %n plastic into a %2.</source>
        <translation>
            <numerusform>%1 ricicla %n plastica in: %2.</numerusform>
            <numerusform>%1 ricicla %n plastiche in: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>You need a Remediation gene cloned to remediate.</source>
        <translation>Per bonificare ti serve un gene Bonifica clonato.</translation>
    </message>
    <message>
        <source>You can remediate 1 to %1 plastic this turn.</source>
        <translation>In questo turno puoi bonificare da 1 a %1 di plastica.</translation>
    </message>
    <message>
        <source>%1 recycles plastic</source>
        <translation>%1 ricicla plastica</translation>
    </message>
    <message>
        <source>%1 recycles plastic into a %2</source>
        <translation>%1 ricicla plastica in: %2</translation>
    </message>
    <message>
        <source>There is no such recycle pile.</source>
        <translation>Quella pila di riciclo non esiste.</translation>
    </message>
    <message>
        <source>The %1 pile is empty.</source>
        <translation>Il mazzo «%1» è vuoto.</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 passa</translation>
    </message>
    <message>
        <source>%1 discards %2 down to the hand limit</source>
        <translation>%1 scarta %2 fino al limite di mano</translation>
    </message>
    <message>
        <source>%1 chooses a resistance</source>
        <translation>%1 sceglie una resistenza</translation>
    </message>
    <message>
        <source>%1 chooses resistance to %2</source>
        <translation>%1 sceglie la resistenza a: %2</translation>
    </message>
    <message>
        <source>Choose your resistance on your own turn.</source>
        <translation>Scegli la tua resistenza nel tuo turno.</translation>
    </message>
    <message>
        <source>Only Bacillus subtilis chooses a resistance.</source>
        <translation>Solo Bacillus subtilis sceglie una resistenza.</translation>
    </message>
    <message>
        <source>You already resist %1; the choice is final.</source>
        <translation>Resisti già: %1; la scelta è definitiva.</translation>
    </message>
    <message>
        <source>There is no such hazard.</source>
        <translation>Quel pericolo non esiste.</translation>
    </message>
    <message>
        <source>%1 becomes resistant to %2 for good.</source>
        <translation>%1 diventa resistente per sempre a: %2.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Capped at 1: %1 is %2</source>
        <translation>Limitato a 1: %1 (ambiente %2)</translation>
    </message>
    <message>
        <source>Capped at 1: %1 is %2 and you have no %3</source>
        <translation>Limitato a 1: %1 (ambiente %2) e non hai %3</translation>
    </message>
    <message>
        <source>Capped at 1: %1 is %2 and %3 has no %4</source>
        <translation>Limitato a 1: %1 (ambiente %2) e %3 non ha %4</translation>
    </message>
    <message>
        <source>Capped at 1: Terephthalate Sensitivity is cloned into your microbe</source>
        <translation>Limitato a 1: Sensibilità al tereftalato è clonata nel tuo microbo</translation>
    </message>
    <message>
        <source>Capped at 1: Terephthalate Sensitivity is cloned into %1&apos;s microbe</source>
        <translation>Limitato a 1: Sensibilità al tereftalato è clonata nel microbo di %1</translation>
    </message>
    <message>
        <source>The gene pool and its discard are both empty: nothing more to draw.</source>
        <translation>Il mazzo dei geni e i suoi scarti sono vuoti: non c&apos;è più niente da pescare.</translation>
    </message>
    <message numerus="yes">
        <source>The gene pool is empty: the %n discarded gene(s) are shuffled into a new pool.</source>
        <translation>
            <numerusform>Il mazzo dei geni è vuoto: l&apos;%n gene scartato viene mescolato in un nuovo mazzo.</numerusform>
            <numerusform>Il mazzo dei geni è vuoto: i %n geni scartati vengono mescolati in un nuovo mazzo.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is clean.</source>
        <translation>%1 è pulito.</translation>
    </message>
    <message>
        <source>%1 discards %2 (discard on environment change).</source>
        <translation>%1 scarta %2 (si scarta al cambio di ambiente).</translation>
    </message>
    <message numerus="yes">
        <source>The next environment is %1 with %n plastic.</source>
        <translation>
            <numerusform>Prossimo ambiente: %1, con %n plastica.</numerusform>
            <numerusform>Prossimo ambiente: %1, con %n plastiche.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 remediates %n plastic from %2.</source>
        <translation>
            <numerusform>%1 bonifica %n plastica da: %2.</numerusform>
            <numerusform>%1 bonifica %n plastiche da: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 steals %n plastic from %2 with %3.</source>
        <translation>
            <numerusform>%1 ruba %n plastica a %2 con %3.</numerusform>
            <numerusform>%1 ruba %n plastiche a %2 con %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 returns %n plastic to the plastic supply (%2).</source>
        <translation>
            <numerusform>%1 restituisce %n plastica alla riserva di plastica (%2).</numerusform>
            <numerusform>%1 restituisce %n plastiche alla riserva di plastica (%2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no plastic left to deal: it is clean at once.</source>
        <translation>%1: non resta plastica da distribuire, l&apos;ambiente è subito pulito.</translation>
    </message>
    <message>
        <source>Game over: %1 wins with %2 points.</source>
        <translation>Partita finita: vince %1 con %2 punti.</translation>
    </message>
    <message>
        <source>Game over: %1 share the win with %2 points.</source>
        <translation>Partita finita: %1 condividono la vittoria con %2 punti.</translation>
    </message>
    <message>
        <source>The draw-off runs out of genes: the win is shared.</source>
        <translation>Lo spareggio resta senza geni: la vittoria è condivisa.</translation>
    </message>
    <message>
        <source>Draw-off: %1 draws %2.</source>
        <translation>Spareggio: %1 pesca %2.</translation>
    </message>
    <message>
        <source>%1 finds no opponent with plastic: it is wasted.</source>
        <translation>%1 non trova avversari con plastica: va sprecato.</translation>
    </message>
    <message>
        <source>%1 against %2 is blocked by %3; both are discarded.</source>
        <translation>%1 contro %2 è bloccato da %3; entrambi vengono scartati.</translation>
    </message>
    <message>
        <source>%1 leaves %2, replaced.</source>
        <translation>%1 lascia %2, sostituito.</translation>
    </message>
    <message>
        <source>%1 is cloned into %2: their remediation is at most 1.</source>
        <translation>%1 viene clonato in %2: la sua bonifica è al massimo 1.</translation>
    </message>
    <message>
        <source>%1 hits %2, who has no cloned gene to lose.</source>
        <translation>%1 colpisce %2, che non ha geni clonati da perdere.</translation>
    </message>
    <message>
        <source>%1: %2 discards %3.</source>
        <translation>%1: %2 scarta %3.</translation>
    </message>
    <message>
        <source>%1 may clone another gene at once (%2).</source>
        <translation>%1 può clonare subito un altro gene (%2).</translation>
    </message>
    <message>
        <source>%1 finds no cloned gene to mimic.</source>
        <translation>%1 non trova geni clonati da imitare.</translation>
    </message>
    <message>
        <source>Environments (the Laboratory first)</source>
        <translation>Ambienti (prima il Laboratorio)</translation>
    </message>
    <message>
        <source>About 20 minutes of play per environment.</source>
        <translation>Circa 20 minuti di gioco per ambiente.</translation>
    </message>
    <message>
        <source>Break ties with a draw-off</source>
        <translation>Risolvere i pareggi con uno spareggio</translation>
    </message>
    <message>
        <source>Tied players draw genes in turn; the first to draw a Remediation gene wins.</source>
        <translation>I giocatori in parità pescano geni a turno; vince il primo che pesca un gene Bonifica.</translation>
    </message>
    <message>
        <source>Microbe</source>
        <translation>Microbo</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Casuale</translation>
    </message>
    <message>
        <source>Two players cannot play the same microbe.</source>
        <translation>Due giocatori non possono giocare lo stesso microbo.</translation>
    </message>
    <message>
        <source>%1 already plays %2: pick another microbe, or Random.</source>
        <translation>%1 gioca già %2: scegli un altro microbo, o «Casuale».</translation>
    </message>
    <message>
        <source>Remediate</source>
        <translation>Remediate</translation>
    </message>
    <message>
        <source>Clone genes into your microbe, clean up plastic, recycle it, and sabotage the other microbes.</source>
        <translation>Clona geni nel tuo microbo, ripulisci la plastica, riciclala e sabota gli altri microbi.</translation>
    </message>
    <message>
        <source>20 min per environment</source>
        <translation>20 min per ambiente</translation>
    </message>
    <message>
        <source>chance to win</source>
        <translation>probabilità di vittoria</translation>
    </message>
    <message>
        <source>chance to win</source>
        <comment>what a move&apos;s loss is counted in</comment>
        <translation>di probabilità di vittoria</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <source>Draw</source>
        <translation>Pesca</translation>
    </message>
    <message>
        <source>Draw genes from the pool (or click the pool)</source>
        <translation>Pesca geni dal mazzo (o clicca sul mazzo)</translation>
    </message>
    <message>
        <source>Redraw whole hand…</source>
        <translation>Ripesca tutta la mano…</translation>
    </message>
    <message>
        <source>Discard your whole hand and draw as many; this ends your turn (asks first)</source>
        <translation>Scarta tutta la mano e pesca altrettanti geni; il turno finisce (chiede prima)</translation>
    </message>
    <message>
        <source>Clone</source>
        <translation>Clona</translation>
    </message>
    <message>
        <source>Clone the picked hand card (or drag it onto its slot, or double-click it)</source>
        <translation>Clona la carta scelta dalla mano (o trascinala nel suo spazio, o fai doppio clic)</translation>
    </message>
    <message>
        <source>Skip cloning</source>
        <translation>Non clonare</translation>
    </message>
    <message>
        <source>Clone nothing (more) this turn</source>
        <translation>Non clonare (più) niente in questo turno</translation>
    </message>
    <message>
        <source>Remediate</source>
        <translation>Bonifica</translation>
    </message>
    <message>
        <source>Take plastic from the environment into your stash</source>
        <translation>Prendi plastica dall&apos;ambiente nella tua scorta</translation>
    </message>
    <message>
        <source>Recycle %1</source>
        <translation>Ricicla: %1</translation>
    </message>
    <message>
        <source>Turn plastic from your stash into a %1 (points)</source>
        <translation>Trasforma plastica della tua scorta in: %1 (punti)</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>Neither remediate nor recycle; ends your turn</source>
        <translation>Né bonificare né riciclare; finisce il turno</translation>
    </message>
    <message>
        <source>Resist for good…</source>
        <translation>Resisti per sempre…</translation>
    </message>
    <message>
        <source>Bacillus subtilis: resist this hazard for the rest of the game (asks first)</source>
        <translation>Bacillus subtilis: resisti a questo pericolo per il resto della partita (chiede prima)</translation>
    </message>
    <message numerus="yes">
        <source>Draw %n gene(s)</source>
        <translation>
            <numerusform>Pesca %n gene</numerusform>
            <numerusform>Pesca %n geni</numerusform>
        </translation>
    </message>
    <message>
        <source>Recycle %1 (%2)</source>
        <translation>Ricicla: %1 (%2)</translation>
    </message>
    <message>
        <source>Clone %1</source>
        <translation>Clona %1</translation>
    </message>
    <message>
        <source>Remediate %1</source>
        <translation>Bonifica %1</translation>
    </message>
    <message>
        <source>Replace %1</source>
        <translation>Sostituisci %1</translation>
    </message>
    <message numerus="yes">
        <source>Redraw %n gene(s)</source>
        <translation>
            <numerusform>Ripesca %n gene</numerusform>
            <numerusform>Ripesca %n geni</numerusform>
        </translation>
    </message>
    <message>
        <source>Resist %1</source>
        <translation>Resisti: %1</translation>
    </message>
    <message>
        <source>How much plastic to remediate</source>
        <translation>Quanta plastica bonificare</translation>
    </message>
    <message>
        <source>The hazard Bacillus subtilis resists for the rest of the game</source>
        <translation>Il pericolo a cui Bacillus subtilis resiste per il resto della partita</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sì</translation>
    </message>
    <message>
        <source>Do it</source>
        <translation>Fallo</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Do nothing (Escape)</source>
        <translation>Non fare niente (Esc)</translation>
    </message>
    <message>
        <source>Turn %1 plastic from your stash into a %2 (%3 points)</source>
        <translation>Trasforma %1 di plastica della tua scorta in: %2 (%3 punti)</translation>
    </message>
    <message>
        <source>Every environment is clean.</source>
        <translation>Tutti gli ambienti sono puliti.</translation>
    </message>
    <message>
        <source>Play goes on in the %1.</source>
        <translation>La partita continua in: %1.</translation>
    </message>
    <message>
        <source>The game begins in the %1.</source>
        <translation>La partita comincia in: %1.</translation>
    </message>
    <message>
        <source>Since your last turn</source>
        <translation>Dal tuo ultimo turno</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Cos&apos;è successo</translation>
    </message>
    <message>
        <source>no genes</source>
        <translation>nessun gene</translation>
    </message>
    <message>
        <source>%1, %2 of %3</source>
        <translation>%1, %2 di %3</translation>
    </message>
    <message>
        <source>Gene</source>
        <translation>Gene</translation>
    </message>
    <message>
        <source>%1 goes back to your hand: drop it on a lit slot of your microbe to clone it.</source>
        <translation>%1 torna nella tua mano: lascialo su uno spazio illuminato del tuo microbo per clonarlo.</translation>
    </message>
    <message>
        <source>Genes are cloned into your own microbe.</source>
        <translation>I geni si clonano nel tuo microbo.</translation>
    </message>
    <message>
        <source>Only bots play at this table.</source>
        <translation>A questo tavolo giocano solo computer.</translation>
    </message>
    <message>
        <source>First pick the gene in your hand that you want to clone (or drag it here).</source>
        <translation>Prima scegli il gene della tua mano da clonare (o trascinalo qui).</translation>
    </message>
    <message>
        <source>%1 is a %2 gene: it goes in the %2 slot.</source>
        <translation>%1 è un gene di %2: va nello spazio %2.</translation>
    </message>
    <message>
        <source>Replace %1 with %2? %1 goes to the discard.</source>
        <translation>Sostituire %1 con %2? %1 va negli scarti.</translation>
    </message>
    <message numerus="yes">
        <source>Redraw your whole hand? Your %n gene(s) go to the discard, you draw %n new one(s), and your turn ends.</source>
        <translation>
            <numerusform>Ripescare tutta la mano? Il tuo %n gene va negli scarti, ne peschi %n nuovo e il turno finisce.</numerusform>
            <numerusform>Ripescare tutta la mano? I tuoi %n geni vanno negli scarti, ne peschi %n nuovi e il turno finisce.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 resists %2 for the rest of the game? This choice is final.</source>
        <translation>%1 resiste per il resto della partita a: %2? La scelta è definitiva.</translation>
    </message>
    <message>
        <source>Nothing done.</source>
        <translation>Non è stato fatto niente.</translation>
    </message>
    <message>
        <source>The game moved on: nothing done.</source>
        <translation>La partita è andata avanti: non è stato fatto niente.</translation>
    </message>
    <message>
        <source>resists</source>
        <translation>resiste</translation>
    </message>
    <message>
        <source>capped at 1</source>
        <translation>limitato a 1</translation>
    </message>
    <message>
        <source>%1 is %2: you resist %3, so your remediation is not capped.</source>
        <translation>%1 (ambiente %2): resisti a: %3, quindi la tua bonifica non è limitata.</translation>
    </message>
    <message>
        <source>%1 is %2: you do not resist it without %3, so your remediation is capped at 1 and Support boosts are off.</source>
        <translation>%1 (ambiente %2): senza %3 non resisti, quindi la tua bonifica è limitata a 1 e i bonus di Supporto non contano.</translation>
    </message>
    <message>
        <source>%1 is %2: %3 resists %4, so its remediation is not capped.</source>
        <translation>%1 (ambiente %2): %3 resiste a: %4, quindi la sua bonifica non è limitata.</translation>
    </message>
    <message>
        <source>%1 is %2: %3 does not resist it without %4, so its remediation is capped at 1 and Support boosts are off.</source>
        <translation>%1 (ambiente %2): senza %4 %3 non resiste, quindi la sua bonifica è limitata a 1 e i bonus di Supporto non contano.</translation>
    </message>
    <message>
        <source>Use the arrow keys to pick a card, a pile or a microbe first.</source>
        <translation>Prima scegli con le frecce una carta, un mazzo o un microbo.</translation>
    </message>
    <message>
        <source>%1 is not offered now.</source>
        <translation>«%1» non è disponibile ora.</translation>
    </message>
    <message>
        <source>%1&apos;s microbe</source>
        <translation>Microbo di %1</translation>
    </message>
    <message>
        <source>The gene pool</source>
        <translation>Il mazzo dei geni</translation>
    </message>
    <message>
        <source>A recycle pile</source>
        <translation>Una pila di riciclo</translation>
    </message>
    <message>
        <source>An empty gene slot</source>
        <translation>Uno spazio per geni vuoto</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>cloned %1</source>
        <translation>ha clonato %1</translation>
    </message>
    <message>
        <source>attacked %1</source>
        <translation>ha attaccato %1</translation>
    </message>
    <message>
        <source>attacked</source>
        <translation>ha attaccato</translation>
    </message>
    <message>
        <source>remediated %1</source>
        <translation>ha bonificato %1</translation>
    </message>
    <message>
        <source>recycled %1</source>
        <translation>ha riciclato: %1</translation>
    </message>
    <message>
        <source>recycled</source>
        <translation>ha riciclato</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nuovo</translation>
    </message>
    <message>
        <source>No hazard</source>
        <translation>Nessun pericolo</translation>
    </message>
    <message>
        <source>Hazard: %1</source>
        <translation>Pericolo: %1</translation>
    </message>
    <message>
        <source>as %1</source>
        <translation>come %1</translation>
    </message>
    <message>
        <source>All clean</source>
        <translation>Tutto pulito</translation>
    </message>
    <message>
        <source>plastic left</source>
        <translation>plastica rimasta</translation>
    </message>
    <message>
        <source>%1 VP</source>
        <translation>%1 PV</translation>
    </message>
    <message numerus="yes">
        <source>costs %n plastic</source>
        <translation>
            <numerusform>costa %n plastica</numerusform>
            <numerusform>costa %n plastiche</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>ne restano %1</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vuoto</translation>
    </message>
    <message>
        <source>plastic</source>
        <translation>plastica</translation>
    </message>
    <message>
        <source>QS as %1</source>
        <translation>QS come %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: no hazard. %n plastic to remediate.</source>
        <translation>
            <numerusform>%1: nessun pericolo. %n plastica da bonificare.</numerusform>
            <numerusform>%1: nessun pericolo. %n plastiche da bonificare.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2. Remediation is capped at 1 for a microbe that does not resist it.</source>
        <translation>%1: %2. La bonifica di un microbo che non resiste è limitata a 1.</translation>
    </message>
    <message>
        <source>%1: %2. You resist it: your remediation is not capped.</source>
        <translation>%1: %2. Resisti: la tua bonifica non è limitata.</translation>
    </message>
    <message>
        <source>%1: %2. Your remediation is capped at 1 without %3.</source>
        <translation>%1: %2. Senza %3 la tua bonifica è limitata a 1.</translation>
    </message>
    <message>
        <source>Every environment is clean: the game is over.</source>
        <translation>Tutti gli ambienti sono puliti: la partita è finita.</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Ambiente</translation>
    </message>
    <message>
        <source>Resists %1 for good. %2</source>
        <translation>Resiste per sempre: %1. %2</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (tu)</translation>
    </message>
    <message>
        <source> (bot, %1)</source>
        <translation> (computer, %1)</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>nothing recycled yet</source>
        <translation>ancora niente riciclato</translation>
    </message>
    <message>
        <source>Hand %1   ·   Stash %2 plastic   ·   Remediates %3</source>
        <translation>Mano %1   ·   Scorta: %2 plastica   ·   Bonifica %3</translation>
    </message>
    <message>
        <source> (bot)</source>
        <translation> (computer)</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message>
        <source>resists %1 for good</source>
        <translation>resiste per sempre: %1</translation>
    </message>
    <message>
        <source>An empty %1 slot</source>
        <translation>Uno spazio vuoto di %1</translation>
    </message>
    <message>
        <source>%1 gene · %2 in the gene pool of %3</source>
        <translation>Gene %1 · %2 nel mazzo dei geni di %3</translation>
    </message>
    <message>
        <source>Discarded from a microbe when the environment changes.</source>
        <translation>Si scarta da un microbo quando l&apos;ambiente cambia.</translation>
    </message>
    <message>
        <source>No hazard.</source>
        <translation>Nessun pericolo.</translation>
    </message>
    <message>
        <source>Hazard: %1. A microbe that does not resist it remediates at most 1, its Support boosts off.</source>
        <translation>Pericolo: %1. Un microbo che non resiste bonifica al massimo 1, senza bonus di Supporto.</translation>
    </message>
    <message>
        <source>Always the first environment.</source>
        <translation>Sempre il primo ambiente.</translation>
    </message>
    <message>
        <source>Shuffled with the others; the Laboratory comes first.</source>
        <translation>Mescolato con gli altri; il Laboratorio viene prima.</translation>
    </message>
    <message>
        <source>Environment · 1 card · %1 plastic to remediate</source>
        <translation>Ambiente · 1 carta · %1 di plastica da bonificare</translation>
    </message>
    <message>
        <source>%1 genes</source>
        <translation>Geni di %1</translation>
    </message>
    <message>
        <source>Microbes</source>
        <translation>Microbi</translation>
    </message>
    <message>
        <source>Microbe · 1 card (each player plays one of the %1)</source>
        <translation>Microbo · 1 carta (ogni giocatore ne gioca uno dei %1)</translation>
    </message>
    <message>
        <source>Environments</source>
        <translation>Ambienti</translation>
    </message>
    <message>
        <source>Recycle cards</source>
        <translation>Carte riciclo</translation>
    </message>
    <message>
        <source>Recycle card · %1 in its pile</source>
        <translation>Carta riciclo · %1 nella sua pila</translation>
    </message>
    <message>
        <source>Costs %1 plastic from a stash (Rhodococcus ruber pays 1 less) and is worth %2 points at the end; it cannot be stolen. %3 plastic cards in all, each unrecycled one worth %4 point.</source>
        <translation>Costa %1 di plastica dalla scorta (Rhodococcus ruber paga 1 in meno) e vale %2 punti alla fine; non si può rubare. %3 carte plastica in tutto, ognuna non riciclata vale %4 punto.</translation>
    </message>
    <message>
        <source>Remediate: the cards</source>
        <translation>Remediate: le carte</translation>
    </message>
    <message>
        <source>Find a card…</source>
        <translation>Cerca una carta…</translation>
    </message>
    <message>
        <source>‹ Previous</source>
        <translation>‹ Precedente</translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation>Successiva ›</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Microbe</source>
        <translation>Microbo</translation>
    </message>
    <message>
        <source>Plastic</source>
        <translation>Plastica</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>%1 (%2) to draw or redraw.</source>
        <translation>%1 (%2): pescare o ripescare.</translation>
    </message>
    <message>
        <source>%1 (%2) to clone a gene or skip cloning.</source>
        <translation>%1 (%2): clonare un gene o rinunciare.</translation>
    </message>
    <message>
        <source>%1 (%2) to choose the microbe an attack hits.</source>
        <translation>%1 (%2): scegliere il microbo che un attacco colpisce.</translation>
    </message>
    <message>
        <source>%1 (%2) to choose the gene Toxin Secretion discards.</source>
        <translation>%1 (%2): scegliere il gene che Secrezione di tossine scarta.</translation>
    </message>
    <message>
        <source>%1 (%2) to choose the gene Quorum Sensing acts as.</source>
        <translation>%1 (%2): scegliere il gene come cui agisce Quorum sensing.</translation>
    </message>
    <message>
        <source>%1 (%2) to remediate, recycle or pass.</source>
        <translation>%1 (%2): bonificare, riciclare o passare.</translation>
    </message>
    <message>
        <source>The game is over: %1 wins.</source>
        <translation>La partita è finita: vince %1.</translation>
    </message>
    <message>
        <source>The game is over: %1 win.</source>
        <translation>La partita è finita: vincono %1.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>%1 (%2) over the hand limit, to discard.</source>
        <translation>%1 (%2): oltre il limite di mano, scartare.</translation>
    </message>
    <message>
        <source>%1 (%2) is playing…</source>
        <translation>%1 (%2) sta giocando…</translation>
    </message>
    <message>
        <source>Your turn: draw (click the gene pool), or redraw your whole hand (that ends your turn).</source>
        <translation>Tocca a te: pesca (clicca sul mazzo dei geni) o ripesca tutta la mano (il turno finisce).</translation>
    </message>
    <message>
        <source>Click a lit slot of your microbe to clone %1, or pick another card.</source>
        <translation>Clicca su uno spazio illuminato del tuo microbo per clonare %1, o scegli un&apos;altra carta.</translation>
    </message>
    <message>
        <source>Clone a gene: drag a hand card onto its slot on your microbe (or click it, then the slot). Or skip cloning.</source>
        <translation>Clona un gene: trascina una carta della mano nel suo spazio del tuo microbo (o cliccala, poi lo spazio). Oppure non clonare.</translation>
    </message>
    <message>
        <source>%1: click the microbe it attacks (lit).</source>
        <translation>%1: clicca sul microbo che attacca (illuminato).</translation>
    </message>
    <message>
        <source>Toxin Secretion: click the gene of %1 that is discarded.</source>
        <translation>Secrezione di tossine: clicca sul gene di %1 da scartare.</translation>
    </message>
    <message>
        <source>Quorum Sensing: click the cloned gene (in any microbe) it acts as.</source>
        <translation>Quorum sensing: clicca sul gene clonato (in un microbo qualsiasi) come cui agisce.</translation>
    </message>
    <message>
        <source>You cannot remediate (no Remediation gene): recycle by clicking a lit pile, or pass.</source>
        <translation>Non puoi bonificare (nessun gene Bonifica): ricicla cliccando su un mazzo illuminato, o passa.</translation>
    </message>
    <message numerus="yes">
        <source>%1. Remediate up to %n plastic, recycle by clicking a lit pile, or pass.</source>
        <translation>
            <numerusform>%1. Bonifica fino a %n plastica, ricicla cliccando su un mazzo illuminato, o passa.</numerusform>
            <numerusform>%1. Bonifica fino a %n plastiche, ricicla cliccando su un mazzo illuminato, o passa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remediate up to %n plastic, recycle by clicking a lit pile, or pass.</source>
        <translation>
            <numerusform>Bonifica fino a %n plastica, ricicla cliccando su un mazzo illuminato, o passa.</numerusform>
            <numerusform>Bonifica fino a %n plastiche, ricicla cliccando su un mazzo illuminato, o passa.</numerusform>
        </translation>
    </message>
    <message>
        <source>Over the hand limit: click a hand card to discard it (limit %1).</source>
        <translation>Oltre il limite di mano: clicca su una carta della mano per scartarla (limite %1).</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>Acts as %1: %2</source>
        <translation>Agisce come %1: %2</translation>
    </message>
    <message>
        <source>Genes</source>
        <translation>Geni</translation>
    </message>
    <message>
        <source>Recycle plastic</source>
        <translation>Riciclare la plastica</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n plastic left</source>
        <translation>
            <numerusform>%1: resta %n plastica</numerusform>
            <numerusform>%1: restano %n plastiche</numerusform>
        </translation>
    </message>
    <message>
        <source>Every environment is clean</source>
        <translation>Tutti gli ambienti sono puliti</translation>
    </message>
    <message>
        <source>Still to come: %1</source>
        <translation>Ancora da venire: %1</translation>
    </message>
    <message>
        <source>No environment to come</source>
        <translation>Nessun altro ambiente</translation>
    </message>
    <message>
        <source>A face-down environment</source>
        <translation>Un ambiente coperto</translation>
    </message>
    <message>
        <source>Cleaned (%1):</source>
        <translation>Puliti (%1):</translation>
    </message>
    <message>
        <source>Cleaned: %1</source>
        <translation>Puliti: %1</translation>
    </message>
    <message>
        <source>Gene pool</source>
        <translation>Mazzo dei geni</translation>
    </message>
    <message>
        <source>The gene pool: click to draw</source>
        <translation>Il mazzo dei geni: clicca per pescare</translation>
    </message>
    <message>
        <source>The gene pool is empty: drawing shuffles the discard into a new pool</source>
        <translation>Il mazzo dei geni è vuoto: pescando, gli scarti vengono mescolati in un nuovo mazzo</translation>
    </message>
    <message>
        <source>Pool %1</source>
        <translation>Mazzo %1</translation>
    </message>
    <message numerus="yes">
        <source>Pool: %n gene(s)</source>
        <translation>
            <numerusform>Mazzo: %n gene</numerusform>
            <numerusform>Mazzo: %n geni</numerusform>
        </translation>
    </message>
    <message>
        <source>The discard is empty</source>
        <translation>Gli scarti sono vuoti</translation>
    </message>
    <message>
        <source>Discard: %1</source>
        <translation>Scarti: %1</translation>
    </message>
    <message>
        <source>Plastic supply %1</source>
        <translation>Riserva di plastica %1</translation>
    </message>
    <message>
        <source>%1: %2 points for %3 plastic (click to recycle)</source>
        <translation>%1: %2 punti per %3 di plastica (clicca per riciclare)</translation>
    </message>
    <message>
        <source>none left</source>
        <translation>nessuna rimasta</translation>
    </message>
    <message>
        <source>Every hand</source>
        <translation>Tutte le mani</translation>
    </message>
    <message>
        <source>The hands stay hidden</source>
        <translation>Le mani restano nascoste</translation>
    </message>
    <message>
        <source>Your hand  ·  %1</source>
        <translation>La tua mano  ·  %1</translation>
    </message>
    <message>
        <source>%1&apos;s hand  ·  %2</source>
        <translation>Mano di %1  ·  %2</translation>
    </message>
    <message>
        <source>%1 of %2 genes (the hand limit)</source>
        <translation>%1 di %2 geni (il limite di mano)</translation>
    </message>
    <message>
        <source>Being played</source>
        <translation>In gioco</translation>
    </message>
    <message>
        <source>1. Draw: click the gene pool</source>
        <translation>1. Pescare: clicca sul mazzo dei geni</translation>
    </message>
    <message>
        <source>2. Clone: drag a gene onto its lit slot</source>
        <translation>2. Clonare: trascina un gene nel suo spazio illuminato</translation>
    </message>
    <message>
        <source>3. Remediate, recycle or pass</source>
        <translation>3. Bonificare, riciclare o passare</translation>
    </message>
</context>
</TS>
