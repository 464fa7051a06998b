<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>RulesWords</name>
    <message>
        <source>Not now: first draw a gene (or redraw the hand).</source>
        <translation>Ahora no: primero roba un gen (o vuelve a robar la mano).</translation>
    </message>
    <message>
        <source>Not now: first clone a gene or skip cloning.</source>
        <translation>Ahora no: primero clona un gen o no clones.</translation>
    </message>
    <message>
        <source>Not now: first choose the opponent the attack hits.</source>
        <translation>Ahora no: primero elige al rival al que golpea el ataque.</translation>
    </message>
    <message>
        <source>Not now: first choose the gene Toxin Secretion removes.</source>
        <translation>Ahora no: primero elige el gen que retira la Secreción de toxinas.</translation>
    </message>
    <message>
        <source>Not now: first choose the gene Quorum Sensing mimics.</source>
        <translation>Ahora no: primero elige el gen que imita el Quorum sensing.</translation>
    </message>
    <message>
        <source>Not now: first remediate, recycle or pass.</source>
        <translation>Ahora no: primero descontamina, recicla o pasa.</translation>
    </message>
    <message>
        <source>Not now: first discard down to the hand limit.</source>
        <translation>Ahora no: primero descarta hasta el límite de mano.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>It is not your turn: %1 plays now.</source>
        <translation>No es tu turno: ahora juega %1.</translation>
    </message>
    <message>
        <source>%1 by seat %2</source>
        <translation>%1 del jugador %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n gene(s)</source>
        <translation>
            <numerusform>%1 roba %n gen</numerusform>
            <numerusform>%1 roba %n genes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n gene(s).</source>
        <translation>
            <numerusform>%1 roba %n gen.</numerusform>
            <numerusform>%1 roba %n genes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 discards the hand and draws %n new gene(s)</source>
        <translation>
            <numerusform>%1 descarta la mano y roba %n gen nuevo</numerusform>
            <numerusform>%1 descarta la mano y roba %n genes nuevos</numerusform>
        </translation>
    </message>
    <message>
        <source>Your hand is empty: there is nothing to redraw.</source>
        <translation>Tu mano está vacía: no hay nada que volver a robar.</translation>
    </message>
    <message>
        <source>%1 discards %2 to redraw.</source>
        <translation>%1 descarta %2 para volver a robar.</translation>
    </message>
    <message>
        <source>a gene</source>
        <translation>un gen</translation>
    </message>
    <message>
        <source>An Attack gene is performed at once; it replaces nothing.</source>
        <translation>Un gen de Ataque se realiza enseguida; no sustituye a nada.</translation>
    </message>
    <message>
        <source>There is room for this %1 gene: nothing needs replacing.</source>
        <translation>Hay hueco para este gen de %1: no hace falta sustituir nada.</translation>
    </message>
    <message>
        <source>Choose which of your %1 genes this one replaces.</source>
        <translation>Elige cuál de tus genes de %1 sustituye este.</translation>
    </message>
    <message>
        <source>%1 clones %2, replacing %3</source>
        <translation>%1 clona %2 en lugar de %3</translation>
    </message>
    <message>
        <source>%1 clones %2</source>
        <translation>%1 clona %2</translation>
    </message>
    <message>
        <source>That gene is not in your hand.</source>
        <translation>Ese gen no está en tu mano.</translation>
    </message>
    <message>
        <source>%1 clones %2.</source>
        <translation>%1 clona %2.</translation>
    </message>
    <message>
        <source>%1 is replaced and discarded.</source>
        <translation>%1 se sustituye y se descarta.</translation>
    </message>
    <message>
        <source>%1 clones nothing</source>
        <translation>%1 no clona nada</translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation>jugador %1</translation>
    </message>
    <message>
        <source>%1 attacks %2</source>
        <translation>%1 ataca a %2</translation>
    </message>
    <message>
        <source>%1 attacks %2 with %3</source>
        <translation>%1 ataca a %2 con %3</translation>
    </message>
    <message>
        <source>Chemotaxis must hit an opponent with the most plastic.</source>
        <translation>Quimiotaxis debe golpear a un rival con más plástico.</translation>
    </message>
    <message>
        <source>Choose one of your opponents.</source>
        <translation>Elige a uno de tus rivales.</translation>
    </message>
    <message>
        <source>%1 makes the target discard %2</source>
        <translation>%1 hace que el objetivo descarte %2</translation>
    </message>
    <message>
        <source>%1 makes %2 discard %3</source>
        <translation>%1 hace que %2 descarte %3</translation>
    </message>
    <message>
        <source>Choose a gene cloned in %1.</source>
        <translation>Elige un gen clonado en %1.</translation>
    </message>
    <message>
        <source>%1&apos;s Quorum Sensing mimics %2</source>
        <translation>El Quorum sensing de %1 imita %2</translation>
    </message>
    <message>
        <source>Quorum Sensing can only mimic another gene cloned in a microbe.</source>
        <translation>El Quorum sensing solo puede imitar otro gen clonado en un microbio.</translation>
    </message>
    <message>
        <source>%1&apos;s Quorum Sensing now acts as %2.</source>
        <translation>El Quorum sensing de %1 actúa ahora como %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 remediates %n plastic</source>
        <translation>
            <numerusform>%1 descontamina %n plástico</numerusform>
            <numerusform>%1 descontamina %n plásticos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A %1 costs %n plastic; you have %2.</source>
        <translation>
            <numerusform>«%1» cuesta %n plástico; tienes %2.</numerusform>
            <numerusform>«%1» cuesta %n plásticos; tienes %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 recycles %n plastic into a %2.</source>
        <translation>
            <numerusform>%1 recicla %n plástico en: %2.</numerusform>
            <numerusform>%1 recicla %n plásticos en: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>You need a Remediation gene cloned to remediate.</source>
        <translation>Para descontaminar necesitas un gen de Descontaminación clonado.</translation>
    </message>
    <message>
        <source>You can remediate 1 to %1 plastic this turn.</source>
        <translation>Este turno puedes descontaminar de 1 a %1 de plástico.</translation>
    </message>
    <message>
        <source>%1 recycles plastic</source>
        <translation>%1 recicla plástico</translation>
    </message>
    <message>
        <source>%1 recycles plastic into a %2</source>
        <translation>%1 recicla plástico en: %2</translation>
    </message>
    <message>
        <source>There is no such recycle pile.</source>
        <translation>No existe ese montón de reciclaje.</translation>
    </message>
    <message>
        <source>The %1 pile is empty.</source>
        <translation>El montón «%1» está vacío.</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 pasa</translation>
    </message>
    <message>
        <source>%1 discards %2 down to the hand limit</source>
        <translation>%1 descarta %2 hasta el límite de mano</translation>
    </message>
    <message>
        <source>%1 chooses a resistance</source>
        <translation>%1 elige una resistencia</translation>
    </message>
    <message>
        <source>%1 chooses resistance to %2</source>
        <translation>%1 elige resistencia a: %2</translation>
    </message>
    <message>
        <source>Choose your resistance on your own turn.</source>
        <translation>Elige tu resistencia en tu propio turno.</translation>
    </message>
    <message>
        <source>Only Bacillus subtilis chooses a resistance.</source>
        <translation>Solo Bacillus subtilis elige una resistencia.</translation>
    </message>
    <message>
        <source>You already resist %1; the choice is final.</source>
        <translation>Ya resistes: %1; la elección es definitiva.</translation>
    </message>
    <message>
        <source>There is no such hazard.</source>
        <translation>No existe ese peligro.</translation>
    </message>
    <message>
        <source>%1 becomes resistant to %2 for good.</source>
        <translation>%1 se vuelve resistente para siempre a: %2.</translation>
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
        <translation>Limitado a 1: %1 (medio %2)</translation>
    </message>
    <message>
        <source>Capped at 1: %1 is %2 and you have no %3</source>
        <translation>Limitado a 1: %1 (medio %2) y no tienes %3</translation>
    </message>
    <message>
        <source>Capped at 1: %1 is %2 and %3 has no %4</source>
        <translation>Limitado a 1: %1 (medio %2) y %3 no tiene %4</translation>
    </message>
    <message>
        <source>Capped at 1: Terephthalate Sensitivity is cloned into your microbe</source>
        <translation>Limitado a 1: tu microbio tiene clonada Sensibilidad al tereftalato</translation>
    </message>
    <message>
        <source>Capped at 1: Terephthalate Sensitivity is cloned into %1&apos;s microbe</source>
        <translation>Limitado a 1: el microbio de %1 tiene clonada Sensibilidad al tereftalato</translation>
    </message>
    <message>
        <source>The gene pool and its discard are both empty: nothing more to draw.</source>
        <translation>El mazo de genes y su descarte están vacíos: no queda nada que robar.</translation>
    </message>
    <message numerus="yes">
        <source>The gene pool is empty: the %n discarded gene(s) are shuffled into a new pool.</source>
        <translation>
            <numerusform>El mazo de genes está vacío: el %n gen descartado se baraja en un mazo nuevo.</numerusform>
            <numerusform>El mazo de genes está vacío: los %n genes descartados se barajan en un mazo nuevo.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is clean.</source>
        <translation>%1 está limpio.</translation>
    </message>
    <message>
        <source>%1 discards %2 (discard on environment change).</source>
        <translation>%1 descarta %2 (se descarta al cambiar de entorno).</translation>
    </message>
    <message numerus="yes">
        <source>The next environment is %1 with %n plastic.</source>
        <translation>
            <numerusform>El siguiente entorno: %1, con %n plástico.</numerusform>
            <numerusform>El siguiente entorno: %1, con %n plásticos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 remediates %n plastic from %2.</source>
        <translation>
            <numerusform>%1 descontamina %n plástico de: %2.</numerusform>
            <numerusform>%1 descontamina %n plásticos de: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 steals %n plastic from %2 with %3.</source>
        <translation>
            <numerusform>%1 roba %n plástico a %2 con %3.</numerusform>
            <numerusform>%1 roba %n plásticos a %2 con %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 returns %n plastic to the plastic supply (%2).</source>
        <translation>
            <numerusform>%1 devuelve %n plástico al suministro de plástico (%2).</numerusform>
            <numerusform>%1 devuelve %n plásticos al suministro de plástico (%2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no plastic left to deal: it is clean at once.</source>
        <translation>%1: no queda plástico que repartir; queda limpio enseguida.</translation>
    </message>
    <message>
        <source>Game over: %1 wins with %2 points.</source>
        <translation>Fin de la partida: gana %1 con %2 puntos.</translation>
    </message>
    <message>
        <source>Game over: %1 share the win with %2 points.</source>
        <translation>Fin de la partida: %1 comparten la victoria con %2 puntos.</translation>
    </message>
    <message>
        <source>The draw-off runs out of genes: the win is shared.</source>
        <translation>El desempate se queda sin genes: la victoria se comparte.</translation>
    </message>
    <message>
        <source>Draw-off: %1 draws %2.</source>
        <translation>Desempate: %1 roba %2.</translation>
    </message>
    <message>
        <source>%1 finds no opponent with plastic: it is wasted.</source>
        <translation>%1 no encuentra ningún rival con plástico: se desperdicia.</translation>
    </message>
    <message>
        <source>%1 against %2 is blocked by %3; both are discarded.</source>
        <translation>%1 contra %2 queda bloqueado por %3; ambos se descartan.</translation>
    </message>
    <message>
        <source>%1 leaves %2, replaced.</source>
        <translation>%1 sale de %2, sustituido.</translation>
    </message>
    <message>
        <source>%1 is cloned into %2: their remediation is at most 1.</source>
        <translation>%1 se clona en %2: su descontaminación es como mucho 1.</translation>
    </message>
    <message>
        <source>%1 hits %2, who has no cloned gene to lose.</source>
        <translation>%1 golpea a %2, que no tiene ningún gen clonado que perder.</translation>
    </message>
    <message>
        <source>%1: %2 discards %3.</source>
        <translation>%1: %2 descarta %3.</translation>
    </message>
    <message>
        <source>%1 may clone another gene at once (%2).</source>
        <translation>%1 puede clonar otro gen enseguida (%2).</translation>
    </message>
    <message>
        <source>%1 finds no cloned gene to mimic.</source>
        <translation>%1 no encuentra ningún gen clonado que imitar.</translation>
    </message>
    <message>
        <source>Environments (the Laboratory first)</source>
        <translation>Entornos (primero el Laboratorio)</translation>
    </message>
    <message>
        <source>About 20 minutes of play per environment.</source>
        <translation>Unos 20 minutos de juego por entorno.</translation>
    </message>
    <message>
        <source>Break ties with a draw-off</source>
        <translation>Romper empates con un desempate a robo</translation>
    </message>
    <message>
        <source>Tied players draw genes in turn; the first to draw a Remediation gene wins.</source>
        <translation>Los jugadores empatados roban genes por turnos; gana el primero que robe un gen de Descontaminación.</translation>
    </message>
    <message>
        <source>Microbe</source>
        <translation>Microbio</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <source>Two players cannot play the same microbe.</source>
        <translation>Dos jugadores no pueden jugar el mismo microbio.</translation>
    </message>
    <message>
        <source>%1 already plays %2: pick another microbe, or Random.</source>
        <translation>%1 ya juega con %2: elige otro microbio, o «Al azar».</translation>
    </message>
    <message>
        <source>Remediate</source>
        <translation>Remediate</translation>
    </message>
    <message>
        <source>Clone genes into your microbe, clean up plastic, recycle it, and sabotage the other microbes.</source>
        <translation>Clona genes en tu microbio, limpia plástico, recíclalo y sabotea a los demás microbios.</translation>
    </message>
    <message>
        <source>20 min per environment</source>
        <translation>20 min por entorno</translation>
    </message>
    <message>
        <source>chance to win</source>
        <translation>probabilidad de ganar</translation>
    </message>
    <message>
        <source>chance to win</source>
        <comment>what a move&apos;s loss is counted in</comment>
        <translation>de probabilidad de ganar</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <source>Draw</source>
        <translation>Robar</translation>
    </message>
    <message>
        <source>Draw genes from the pool (or click the pool)</source>
        <translation>Roba genes del mazo (o haz clic en el mazo)</translation>
    </message>
    <message>
        <source>Redraw whole hand…</source>
        <translation>Volver a robar la mano…</translation>
    </message>
    <message>
        <source>Discard your whole hand and draw as many; this ends your turn (asks first)</source>
        <translation>Descarta toda tu mano y roba otros tantos; esto acaba tu turno (pregunta antes)</translation>
    </message>
    <message>
        <source>Clone</source>
        <translation>Clonar</translation>
    </message>
    <message>
        <source>Clone the picked hand card (or drag it onto its slot, or double-click it)</source>
        <translation>Clona la carta elegida de la mano (o arrástrala a su hueco, o haz doble clic)</translation>
    </message>
    <message>
        <source>Skip cloning</source>
        <translation>No clonar</translation>
    </message>
    <message>
        <source>Clone nothing (more) this turn</source>
        <translation>No clonar nada (más) este turno</translation>
    </message>
    <message>
        <source>Remediate</source>
        <translation>Descontaminar</translation>
    </message>
    <message>
        <source>Take plastic from the environment into your stash</source>
        <translation>Toma plástico del entorno a tu reserva</translation>
    </message>
    <message>
        <source>Recycle %1</source>
        <translation>Reciclar: %1</translation>
    </message>
    <message>
        <source>Turn plastic from your stash into a %1 (points)</source>
        <translation>Convierte plástico de tu reserva en: %1 (puntos)</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Neither remediate nor recycle; ends your turn</source>
        <translation>Ni descontaminar ni reciclar; acaba tu turno</translation>
    </message>
    <message>
        <source>Resist for good…</source>
        <translation>Resistir para siempre…</translation>
    </message>
    <message>
        <source>Bacillus subtilis: resist this hazard for the rest of the game (asks first)</source>
        <translation>Bacillus subtilis: resiste a este peligro el resto de la partida (pregunta antes)</translation>
    </message>
    <message numerus="yes">
        <source>Draw %n gene(s)</source>
        <translation>
            <numerusform>Robar %n gen</numerusform>
            <numerusform>Robar %n genes</numerusform>
        </translation>
    </message>
    <message>
        <source>Recycle %1 (%2)</source>
        <translation>Reciclar: %1 (%2)</translation>
    </message>
    <message>
        <source>Clone %1</source>
        <translation>Clonar %1</translation>
    </message>
    <message>
        <source>Remediate %1</source>
        <translation>Descontaminar %1</translation>
    </message>
    <message>
        <source>Replace %1</source>
        <translation>Sustituir %1</translation>
    </message>
    <message numerus="yes">
        <source>Redraw %n gene(s)</source>
        <translation>
            <numerusform>Volver a robar %n gen</numerusform>
            <numerusform>Volver a robar %n genes</numerusform>
        </translation>
    </message>
    <message>
        <source>Resist %1</source>
        <translation>Resistir: %1</translation>
    </message>
    <message>
        <source>How much plastic to remediate</source>
        <translation>Cuánto plástico descontaminar</translation>
    </message>
    <message>
        <source>The hazard Bacillus subtilis resists for the rest of the game</source>
        <translation>El peligro al que Bacillus subtilis resiste el resto de la partida</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>Do it</source>
        <translation>Hacerlo</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Do nothing (Escape)</source>
        <translation>No hacer nada (Esc)</translation>
    </message>
    <message>
        <source>Turn %1 plastic from your stash into a %2 (%3 points)</source>
        <translation>Convierte %1 de plástico de tu reserva en: %2 (%3 puntos)</translation>
    </message>
    <message>
        <source>Every environment is clean.</source>
        <translation>Todos los entornos están limpios.</translation>
    </message>
    <message>
        <source>Play goes on in the %1.</source>
        <translation>La partida sigue en: %1.</translation>
    </message>
    <message>
        <source>The game begins in the %1.</source>
        <translation>La partida empieza en: %1.</translation>
    </message>
    <message>
        <source>Since your last turn</source>
        <translation>Desde tu último turno</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Qué ha pasado</translation>
    </message>
    <message>
        <source>no genes</source>
        <translation>ningún gen</translation>
    </message>
    <message>
        <source>%1, %2 of %3</source>
        <translation>%1, %2 de %3</translation>
    </message>
    <message>
        <source>Gene</source>
        <translation>Gen</translation>
    </message>
    <message>
        <source>%1 goes back to your hand: drop it on a lit slot of your microbe to clone it.</source>
        <translation>%1 vuelve a tu mano: suéltalo en un hueco iluminado de tu microbio para clonarlo.</translation>
    </message>
    <message>
        <source>Genes are cloned into your own microbe.</source>
        <translation>Los genes se clonan en tu propio microbio.</translation>
    </message>
    <message>
        <source>Only bots play at this table.</source>
        <translation>En esta mesa solo juega el ordenador.</translation>
    </message>
    <message>
        <source>First pick the gene in your hand that you want to clone (or drag it here).</source>
        <translation>Primero elige el gen de tu mano que quieres clonar (o arrástralo aquí).</translation>
    </message>
    <message>
        <source>%1 is a %2 gene: it goes in the %2 slot.</source>
        <translation>%1 es un gen de %2: va en el hueco de %2.</translation>
    </message>
    <message>
        <source>Replace %1 with %2? %1 goes to the discard.</source>
        <translation>¿Sustituir %1 por %2? %1 va al descarte.</translation>
    </message>
    <message numerus="yes">
        <source>Redraw your whole hand? Your %n gene(s) go to the discard, you draw %n new one(s), and your turn ends.</source>
        <translation>
            <numerusform>¿Volver a robar toda la mano? Tu %n gen va al descarte, robas %n nuevo y tu turno acaba.</numerusform>
            <numerusform>¿Volver a robar toda la mano? Tus %n genes van al descarte, robas %n nuevos y tu turno acaba.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 resists %2 for the rest of the game? This choice is final.</source>
        <translation>¿%1 resiste el resto de la partida a: %2? Esta elección es definitiva.</translation>
    </message>
    <message>
        <source>Nothing done.</source>
        <translation>No se ha hecho nada.</translation>
    </message>
    <message>
        <source>The game moved on: nothing done.</source>
        <translation>La partida ha seguido: no se ha hecho nada.</translation>
    </message>
    <message>
        <source>resists</source>
        <translation>resiste</translation>
    </message>
    <message>
        <source>capped at 1</source>
        <translation>limitado a 1</translation>
    </message>
    <message>
        <source>%1 is %2: you resist %3, so your remediation is not capped.</source>
        <translation>%1 (medio %2): resistes a: %3, así que tu descontaminación no está limitada.</translation>
    </message>
    <message>
        <source>%1 is %2: you do not resist it without %3, so your remediation is capped at 1 and Support boosts are off.</source>
        <translation>%1 (medio %2): sin %3 no resistes, así que tu descontaminación está limitada a 1 y los bonos de Apoyo no cuentan.</translation>
    </message>
    <message>
        <source>%1 is %2: %3 resists %4, so its remediation is not capped.</source>
        <translation>%1 (medio %2): %3 resiste a: %4, así que su descontaminación no está limitada.</translation>
    </message>
    <message>
        <source>%1 is %2: %3 does not resist it without %4, so its remediation is capped at 1 and Support boosts are off.</source>
        <translation>%1 (medio %2): sin %4, %3 no resiste, así que su descontaminación está limitada a 1 y los bonos de Apoyo no cuentan.</translation>
    </message>
    <message>
        <source>Use the arrow keys to pick a card, a pile or a microbe first.</source>
        <translation>Primero elige con las flechas una carta, un montón o un microbio.</translation>
    </message>
    <message>
        <source>%1 is not offered now.</source>
        <translation>«%1» no está disponible ahora.</translation>
    </message>
    <message>
        <source>%1&apos;s microbe</source>
        <translation>Microbio de %1</translation>
    </message>
    <message>
        <source>The gene pool</source>
        <translation>El mazo de genes</translation>
    </message>
    <message>
        <source>A recycle pile</source>
        <translation>Un montón de reciclaje</translation>
    </message>
    <message>
        <source>An empty gene slot</source>
        <translation>Un hueco de gen vacío</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>cloned %1</source>
        <translation>clonó %1</translation>
    </message>
    <message>
        <source>attacked %1</source>
        <translation>atacó a %1</translation>
    </message>
    <message>
        <source>attacked</source>
        <translation>atacó</translation>
    </message>
    <message>
        <source>remediated %1</source>
        <translation>descontaminó %1</translation>
    </message>
    <message>
        <source>recycled %1</source>
        <translation>recicló: %1</translation>
    </message>
    <message>
        <source>recycled</source>
        <translation>recicló</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nuevo</translation>
    </message>
    <message>
        <source>No hazard</source>
        <translation>Sin peligro</translation>
    </message>
    <message>
        <source>Hazard: %1</source>
        <translation>Peligro: %1</translation>
    </message>
    <message>
        <source>as %1</source>
        <translation>como %1</translation>
    </message>
    <message>
        <source>All clean</source>
        <translation>Todo limpio</translation>
    </message>
    <message>
        <source>plastic left</source>
        <translation>plástico restante</translation>
    </message>
    <message>
        <source>%1 VP</source>
        <translation>%1 PV</translation>
    </message>
    <message numerus="yes">
        <source>costs %n plastic</source>
        <translation>
            <numerusform>cuesta %n plástico</numerusform>
            <numerusform>cuesta %n plásticos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>quedan %1</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacío</translation>
    </message>
    <message>
        <source>plastic</source>
        <translation>plástico</translation>
    </message>
    <message>
        <source>QS as %1</source>
        <translation>QS como %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: no hazard. %n plastic to remediate.</source>
        <translation>
            <numerusform>%1: sin peligro. %n plástico por descontaminar.</numerusform>
            <numerusform>%1: sin peligro. %n plásticos por descontaminar.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2. Remediation is capped at 1 for a microbe that does not resist it.</source>
        <translation>%1: %2. La descontaminación de un microbio que no resiste está limitada a 1.</translation>
    </message>
    <message>
        <source>%1: %2. You resist it: your remediation is not capped.</source>
        <translation>%1: %2. Resistes: tu descontaminación no está limitada.</translation>
    </message>
    <message>
        <source>%1: %2. Your remediation is capped at 1 without %3.</source>
        <translation>%1: %2. Sin %3 tu descontaminación está limitada a 1.</translation>
    </message>
    <message>
        <source>Every environment is clean: the game is over.</source>
        <translation>Todos los entornos están limpios: la partida ha terminado.</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Entorno</translation>
    </message>
    <message>
        <source>Resists %1 for good. %2</source>
        <translation>Resiste para siempre: %1. %2</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (tú)</translation>
    </message>
    <message>
        <source> (bot, %1)</source>
        <translation> (ordenador, %1)</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>nothing recycled yet</source>
        <translation>nada reciclado aún</translation>
    </message>
    <message>
        <source>Hand %1   ·   Stash %2 plastic   ·   Remediates %3</source>
        <translation>Mano %1   ·   Reserva: %2 plástico   ·   Descontamina %3</translation>
    </message>
    <message>
        <source> (bot)</source>
        <translation> (ordenador)</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>resists %1 for good</source>
        <translation>resiste para siempre: %1</translation>
    </message>
    <message>
        <source>An empty %1 slot</source>
        <translation>Un hueco vacío de %1</translation>
    </message>
    <message>
        <source>%1 gene · %2 in the gene pool of %3</source>
        <translation>Gen de %1 · %2 en el mazo de genes de %3</translation>
    </message>
    <message>
        <source>Discarded from a microbe when the environment changes.</source>
        <translation>Se descarta de un microbio cuando cambia el entorno.</translation>
    </message>
    <message>
        <source>No hazard.</source>
        <translation>Sin peligro.</translation>
    </message>
    <message>
        <source>Hazard: %1. A microbe that does not resist it remediates at most 1, its Support boosts off.</source>
        <translation>Peligro: %1. Un microbio que no resiste descontamina como mucho 1, sin bonos de Apoyo.</translation>
    </message>
    <message>
        <source>Always the first environment.</source>
        <translation>Siempre el primer entorno.</translation>
    </message>
    <message>
        <source>Shuffled with the others; the Laboratory comes first.</source>
        <translation>Se baraja con los demás; el Laboratorio va primero.</translation>
    </message>
    <message>
        <source>Environment · 1 card · %1 plastic to remediate</source>
        <translation>Entorno · 1 carta · %1 de plástico por descontaminar</translation>
    </message>
    <message>
        <source>%1 genes</source>
        <translation>Genes de %1</translation>
    </message>
    <message>
        <source>Microbes</source>
        <translation>Microbios</translation>
    </message>
    <message>
        <source>Microbe · 1 card (each player plays one of the %1)</source>
        <translation>Microbio · 1 carta (cada jugador juega uno de los %1)</translation>
    </message>
    <message>
        <source>Environments</source>
        <translation>Entornos</translation>
    </message>
    <message>
        <source>Recycle cards</source>
        <translation>Cartas de reciclaje</translation>
    </message>
    <message>
        <source>Recycle card · %1 in its pile</source>
        <translation>Carta de reciclaje · %1 en su montón</translation>
    </message>
    <message>
        <source>Costs %1 plastic from a stash (Rhodococcus ruber pays 1 less) and is worth %2 points at the end; it cannot be stolen. %3 plastic cards in all, each unrecycled one worth %4 point.</source>
        <translation>Cuesta %1 de plástico de la reserva (Rhodococcus ruber paga 1 menos) y vale %2 puntos al final; no se puede robar. %3 cartas de plástico en total; cada una sin reciclar vale %4 punto.</translation>
    </message>
    <message>
        <source>Remediate: the cards</source>
        <translation>Remediate: las cartas</translation>
    </message>
    <message>
        <source>Find a card…</source>
        <translation>Buscar una carta…</translation>
    </message>
    <message>
        <source>‹ Previous</source>
        <translation>‹ Anterior</translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation>Siguiente ›</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Microbe</source>
        <translation>Microbio</translation>
    </message>
    <message>
        <source>Plastic</source>
        <translation>Plástico</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>%1 (%2) to draw or redraw.</source>
        <translation>%1 (%2): robar o volver a robar.</translation>
    </message>
    <message>
        <source>%1 (%2) to clone a gene or skip cloning.</source>
        <translation>%1 (%2): clonar un gen o no clonar.</translation>
    </message>
    <message>
        <source>%1 (%2) to choose the microbe an attack hits.</source>
        <translation>%1 (%2): elegir el microbio al que golpea un ataque.</translation>
    </message>
    <message>
        <source>%1 (%2) to choose the gene Toxin Secretion discards.</source>
        <translation>%1 (%2): elegir el gen que descarta la Secreción de toxinas.</translation>
    </message>
    <message>
        <source>%1 (%2) to choose the gene Quorum Sensing acts as.</source>
        <translation>%1 (%2): elegir el gen como el que actúa el Quorum sensing.</translation>
    </message>
    <message>
        <source>%1 (%2) to remediate, recycle or pass.</source>
        <translation>%1 (%2): descontaminar, reciclar o pasar.</translation>
    </message>
    <message>
        <source>The game is over: %1 wins.</source>
        <translation>La partida ha terminado: gana %1.</translation>
    </message>
    <message>
        <source>The game is over: %1 win.</source>
        <translation>La partida ha terminado: ganan %1.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>%1 (%2) over the hand limit, to discard.</source>
        <translation>%1 (%2): por encima del límite de mano, descartar.</translation>
    </message>
    <message>
        <source>%1 (%2) is playing…</source>
        <translation>%1 (%2) está jugando…</translation>
    </message>
    <message>
        <source>Your turn: draw (click the gene pool), or redraw your whole hand (that ends your turn).</source>
        <translation>Tu turno: roba (haz clic en el mazo de genes) o vuelve a robar toda la mano (eso acaba tu turno).</translation>
    </message>
    <message>
        <source>Click a lit slot of your microbe to clone %1, or pick another card.</source>
        <translation>Haz clic en un hueco iluminado de tu microbio para clonar %1, o elige otra carta.</translation>
    </message>
    <message>
        <source>Clone a gene: drag a hand card onto its slot on your microbe (or click it, then the slot). Or skip cloning.</source>
        <translation>Clona un gen: arrastra una carta de la mano a su hueco en tu microbio (o haz clic en ella y luego en el hueco). O no clones.</translation>
    </message>
    <message>
        <source>%1: click the microbe it attacks (lit).</source>
        <translation>%1: haz clic en el microbio al que ataca (iluminado).</translation>
    </message>
    <message>
        <source>Toxin Secretion: click the gene of %1 that is discarded.</source>
        <translation>Secreción de toxinas: haz clic en el gen de %1 que se descarta.</translation>
    </message>
    <message>
        <source>Quorum Sensing: click the cloned gene (in any microbe) it acts as.</source>
        <translation>Quorum sensing: haz clic en el gen clonado (en cualquier microbio) como el que actúa.</translation>
    </message>
    <message>
        <source>You cannot remediate (no Remediation gene): recycle by clicking a lit pile, or pass.</source>
        <translation>No puedes descontaminar (ningún gen de Descontaminación): recicla haciendo clic en un montón iluminado, o pasa.</translation>
    </message>
    <message numerus="yes">
        <source>%1. Remediate up to %n plastic, recycle by clicking a lit pile, or pass.</source>
        <translation>
            <numerusform>%1. Descontamina hasta %n plástico, recicla haciendo clic en un montón iluminado, o pasa.</numerusform>
            <numerusform>%1. Descontamina hasta %n plásticos, recicla haciendo clic en un montón iluminado, o pasa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remediate up to %n plastic, recycle by clicking a lit pile, or pass.</source>
        <translation>
            <numerusform>Descontamina hasta %n plástico, recicla haciendo clic en un montón iluminado, o pasa.</numerusform>
            <numerusform>Descontamina hasta %n plásticos, recicla haciendo clic en un montón iluminado, o pasa.</numerusform>
        </translation>
    </message>
    <message>
        <source>Over the hand limit: click a hand card to discard it (limit %1).</source>
        <translation>Por encima del límite de mano: haz clic en una carta de la mano para descartarla (límite %1).</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>Acts as %1: %2</source>
        <translation>Actúa como %1: %2</translation>
    </message>
    <message>
        <source>Genes</source>
        <translation>Genes</translation>
    </message>
    <message>
        <source>Recycle plastic</source>
        <translation>Reciclar plástico</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n plastic left</source>
        <translation>
            <numerusform>%1: queda %n plástico</numerusform>
            <numerusform>%1: quedan %n plásticos</numerusform>
        </translation>
    </message>
    <message>
        <source>Every environment is clean</source>
        <translation>Todos los entornos están limpios</translation>
    </message>
    <message>
        <source>Still to come: %1</source>
        <translation>Por venir: %1</translation>
    </message>
    <message>
        <source>No environment to come</source>
        <translation>No quedan entornos</translation>
    </message>
    <message>
        <source>A face-down environment</source>
        <translation>Un entorno boca abajo</translation>
    </message>
    <message>
        <source>Cleaned (%1):</source>
        <translation>Limpiados (%1):</translation>
    </message>
    <message>
        <source>Cleaned: %1</source>
        <translation>Limpiados: %1</translation>
    </message>
    <message>
        <source>Gene pool</source>
        <translation>Mazo de genes</translation>
    </message>
    <message>
        <source>The gene pool: click to draw</source>
        <translation>El mazo de genes: haz clic para robar</translation>
    </message>
    <message>
        <source>The gene pool is empty: drawing shuffles the discard into a new pool</source>
        <translation>El mazo de genes está vacío: al robar, el descarte se baraja en un mazo nuevo</translation>
    </message>
    <message>
        <source>Pool %1</source>
        <translation>Mazo %1</translation>
    </message>
    <message numerus="yes">
        <source>Pool: %n gene(s)</source>
        <translation>
            <numerusform>Mazo: %n gen</numerusform>
            <numerusform>Mazo: %n genes</numerusform>
        </translation>
    </message>
    <message>
        <source>The discard is empty</source>
        <translation>El descarte está vacío</translation>
    </message>
    <message>
        <source>Discard: %1</source>
        <translation>Descarte: %1</translation>
    </message>
    <message>
        <source>Plastic supply %1</source>
        <translation>Suministro de plástico %1</translation>
    </message>
    <message>
        <source>%1: %2 points for %3 plastic (click to recycle)</source>
        <translation>%1: %2 puntos por %3 de plástico (haz clic para reciclar)</translation>
    </message>
    <message>
        <source>none left</source>
        <translation>no queda ninguna</translation>
    </message>
    <message>
        <source>Every hand</source>
        <translation>Todas las manos</translation>
    </message>
    <message>
        <source>The hands stay hidden</source>
        <translation>Las manos siguen ocultas</translation>
    </message>
    <message>
        <source>Your hand  ·  %1</source>
        <translation>Tu mano  ·  %1</translation>
    </message>
    <message>
        <source>%1&apos;s hand  ·  %2</source>
        <translation>Mano de %1  ·  %2</translation>
    </message>
    <message>
        <source>%1 of %2 genes (the hand limit)</source>
        <translation>%1 de %2 genes (el límite de mano)</translation>
    </message>
    <message>
        <source>Being played</source>
        <translation>En juego</translation>
    </message>
    <message>
        <source>1. Draw: click the gene pool</source>
        <translation>1. Robar: haz clic en el mazo de genes</translation>
    </message>
    <message>
        <source>2. Clone: drag a gene onto its lit slot</source>
        <translation>2. Clonar: arrastra un gen a su hueco iluminado</translation>
    </message>
    <message>
        <source>3. Remediate, recycle or pass</source>
        <translation>3. Descontaminar, reciclar o pasar</translation>
    </message>
</context>
</TS>
