<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>ChipWords</name>
    <message>
        <source>a tile</source>
        <translation>una loseta</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Asiento %1</translation>
    </message>
    <message>
        <source>the tile</source>
        <translation>la loseta</translation>
    </message>
    <message>
        <source>nowhere</source>
        <translation>ninguna parte</translation>
    </message>
    <message>
        <source>%1 drafts %2 and places it on %3</source>
        <translation>%1 toma %2 y lo coloca en %3</translation>
    </message>
    <message>
        <source>%1 drafts %2 from column %3 and places it on %4</source>
        <translation>%1 toma %2 de la columna %3 y lo coloca en %4</translation>
    </message>
    <message>
        <source>%1 swaps a tray tile onto %2</source>
        <translation>%1 cambia una loseta de la bandeja a %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 makes %n move(s)</source>
        <translation>
            <numerusform>%1 hace %n jugada</numerusform>
            <numerusform>%1 hace %n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rearranges the board in %2 moves (%3)</source>
        <translation>%1 reorganiza la placa en %2 jugadas (%3)</translation>
    </message>
    <message>
        <source>There is no seat %1.</source>
        <translation>No hay asiento %1.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>You have finished: press Resume building to change your board.</source>
        <translation>Has terminado: pulsa «Seguir construyendo» para cambiar tu placa.</translation>
    </message>
    <message>
        <source>You have finished: your score is locked in.</source>
        <translation>Has terminado: tu puntuación es definitiva.</translation>
    </message>
    <message>
        <source>You have conceded: your score is locked in.</source>
        <translation>Te has rendido: tu puntuación es definitiva.</translation>
    </message>
    <message>
        <source>That is not a space on your board.</source>
        <translation>Esa no es una casilla de tu placa.</translation>
    </message>
    <message>
        <source>There is no tile on %1.</source>
        <translation>No hay ninguna loseta en %1.</translation>
    </message>
    <message>
        <source>%1 is %2; %3 cannot go there.</source>
        <translation>%1 es %2; %3 no puede ir ahí.</translation>
    </message>
    <message>
        <source>%1 drafts %2</source>
        <translation>%1 toma %2</translation>
    </message>
    <message>
        <source>%1 drafts %2 from column %3</source>
        <translation>%1 toma %2 de la columna %3</translation>
    </message>
    <message>
        <source>The draft is over: the pool is empty.</source>
        <translation>La selección ha terminado: la reserva está vacía.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn to draft.</source>
        <translation>Le toca a %1 tomar una loseta.</translation>
    </message>
    <message>
        <source>That tile is not in the pool.</source>
        <translation>Esa loseta no está en la reserva.</translation>
    </message>
    <message>
        <source>Take a tile from column %1, the rightmost column that still has tiles.</source>
        <translation>Toma una loseta de la columna %1, la columna más a la derecha que aún tiene losetas.</translation>
    </message>
    <message>
        <source>%1 places %2 on %3</source>
        <translation>%1 coloca %2 en %3</translation>
    </message>
    <message>
        <source>places %1 on %2</source>
        <translation>coloca %1 en %2</translation>
    </message>
    <message>
        <source>That tile is not yours: it belongs to %1.</source>
        <translation>Esa loseta no es tuya: es de %1.</translation>
    </message>
    <message>
        <source>That tile is already on your board.</source>
        <translation>Esa loseta ya está en tu placa.</translation>
    </message>
    <message>
        <source>That tile is not in your tray.</source>
        <translation>Esa loseta no está en tu bandeja.</translation>
    </message>
    <message>
        <source>%1 is already taken.</source>
        <translation>%1 ya está ocupada.</translation>
    </message>
    <message>
        <source>A rotation is 0 to 3 quarter turns.</source>
        <translation>Un giro es de 0 a 3 cuartos de vuelta.</translation>
    </message>
    <message>
        <source>%1 rotates %2 at %3</source>
        <translation>%1 gira %2 de %3</translation>
    </message>
    <message>
        <source>%1 rotates %2 at %3 anticlockwise</source>
        <translation>%1 gira %2 de %3 en sentido antihorario</translation>
    </message>
    <message>
        <source>rotates %1 at %2</source>
        <translation>gira %1 de %2</translation>
    </message>
    <message>
        <source>rotates %1 at %2 anticlockwise</source>
        <translation>gira %1 de %2 en sentido antihorario</translation>
    </message>
    <message>
        <source>A tile turns a quarter clockwise or anticlockwise.</source>
        <translation>Una loseta gira un cuarto de vuelta en sentido horario o antihorario.</translation>
    </message>
    <message>
        <source>This tile looks the same every way round.</source>
        <translation>Esta loseta se ve igual en cualquier orientación.</translation>
    </message>
    <message>
        <source>%1 swaps %2 at %3 with %4 at %5</source>
        <translation>%1 intercambia %2 de %3 con %4 de %5</translation>
    </message>
    <message>
        <source>%1 moves %2 from %3 to %4</source>
        <translation>%1 mueve %2 de %3 a %4</translation>
    </message>
    <message>
        <source>swaps %1 at %2 with %3 at %4</source>
        <translation>intercambia %1 de %2 con %3 de %4</translation>
    </message>
    <message>
        <source>moves %1 from %2 to %3</source>
        <translation>mueve %1 de %2 a %3</translation>
    </message>
    <message>
        <source>The tile is already there.</source>
        <translation>La loseta ya está ahí.</translation>
    </message>
    <message>
        <source>%1 returns %2 at %3 to the tray</source>
        <translation>%1 devuelve %2 de %3 a la bandeja</translation>
    </message>
    <message>
        <source>returns %1 at %2 to the tray</source>
        <translation>devuelve %1 de %2 a la bandeja</translation>
    </message>
    <message numerus="yes">
        <source>%1 clears the board (%n tile(s) back to the tray)</source>
        <translation>
            <numerusform>%1 vacía la placa (%n loseta vuelve a la bandeja)</numerusform>
            <numerusform>%1 vacía la placa (%n losetas vuelven a la bandeja)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>clears the board (%n tile(s) back to the tray)</source>
        <translation>
            <numerusform>vacía la placa (%n loseta vuelve a la bandeja)</numerusform>
            <numerusform>vacía la placa (%n losetas vuelven a la bandeja)</numerusform>
        </translation>
    </message>
    <message>
        <source>Your board is already empty.</source>
        <translation>Tu placa ya está vacía.</translation>
    </message>
    <message>
        <source>A rearrangement lists (tile, cell, rotation) triples.</source>
        <translation>Una reorganización es una lista de tríos (loseta, casilla, giro).</translation>
    </message>
    <message>
        <source>A rearrangement lists (tile, cell, rotation) triples of whole numbers.</source>
        <translation>Una reorganización es una lista de tríos de números enteros (loseta, casilla, giro).</translation>
    </message>
    <message>
        <source>Only your own tiles can go on your board.</source>
        <translation>En tu placa solo pueden ir tus propias losetas.</translation>
    </message>
    <message>
        <source>A tile can be in only one place.</source>
        <translation>Una loseta solo puede estar en un sitio.</translation>
    </message>
    <message>
        <source>%1 can hold only one tile.</source>
        <translation>En %1 solo cabe una loseta.</translation>
    </message>
    <message>
        <source>%1 rearranges the board</source>
        <translation>%1 reorganiza la placa</translation>
    </message>
    <message>
        <source>rearranges the board</source>
        <translation>reorganiza la placa</translation>
    </message>
    <message>
        <source>The board is already laid out that way.</source>
        <translation>La placa ya está dispuesta así.</translation>
    </message>
    <message>
        <source>%1 finishes</source>
        <translation>%1 termina</translation>
    </message>
    <message>
        <source>%1 finishes with %2; the Finish comes back, below %3&apos;s %4</source>
        <translation>%1 termina con %2; «Terminar» vuelve, por debajo de los %4 de %3</translation>
    </message>
    <message>
        <source>%1 finishes with %2</source>
        <translation>%1 termina con %2</translation>
    </message>
    <message>
        <source>You can finish once every tile of the pool has been drafted.</source>
        <translation>Puedes terminar cuando se hayan tomado todas las losetas de la reserva.</translation>
    </message>
    <message>
        <source>%1 resumes building</source>
        <translation>%1 sigue construyendo</translation>
    </message>
    <message>
        <source>At this table Finish locks in your score (Improve after others finish is off).</source>
        <translation>En esta mesa, «Terminar» fija tu puntuación («Mejorar cuando otros terminan» está desactivado).</translation>
    </message>
    <message>
        <source>You can only resume building after you have finished.</source>
        <translation>Solo puedes seguir construyendo después de haber terminado.</translation>
    </message>
    <message>
        <source>%1 concedes at %2</source>
        <translation>%1 se rinde con %2</translation>
    </message>
    <message>
        <source>Concede is only used with the Improve after others finish option.</source>
        <translation>Rendirse solo existe con la opción «Mejorar cuando otros terminan».</translation>
    </message>
    <message>
        <source>You can concede only in the building phase, after the draft.</source>
        <translation>Solo puedes rendirte en la fase de construcción, después de la selección.</translation>
    </message>
    <message>
        <source>Concede is for when another player has posted a higher score; press Finish instead.</source>
        <translation>Rendirse es para cuando otro jugador ha anunciado una puntuación mayor; pulsa «Terminar».</translation>
    </message>
    <message>
        <source>The game is over: %1 wins with %2.</source>
        <translation>La partida ha terminado: %1 gana con %2.</translation>
    </message>
    <message>
        <source>The game is over: %1 share the win with %2.</source>
        <translation>La partida ha terminado: %1 comparten la victoria con %2.</translation>
    </message>
    <message>
        <source>The pool is empty: the draft is over. Everyone finishes their board.</source>
        <translation>La reserva está vacía: la selección ha terminado. Cada uno termina su placa.</translation>
    </message>
    <message>
        <source>%1 scored %2, below %3: %1 may improve and finish again, or concede.</source>
        <translation>%1 ha sumado %2, menos de %3: %1 puede mejorar y volver a terminar, o rendirse.</translation>
    </message>
    <message>
        <source>%1 arranges the board</source>
        <translation>%1 ordena la placa</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Your chip: %1, the best there is. Solved!</source>
        <translation>Tu chip: %1, lo mejor posible. ¡Resuelto!</translation>
    </message>
    <message>
        <source>Your chip: %1; the best is %2.</source>
        <translation>Tu chip: %1; lo mejor es %2.</translation>
    </message>
    <message>
        <source>Your chip is already the best: nothing is left to do.</source>
        <translation>Tu chip ya es el mejor: no queda nada por hacer.</translation>
    </message>
    <message>
        <source>Your best chip is built: take the tiles outside it back to the tray.</source>
        <translation>Tu mejor chip está hecho: devuelve a la bandeja las losetas que quedan fuera.</translation>
    </message>
    <message>
        <source>The tile on %1 belongs in a best chip, turned another way.</source>
        <translation>La loseta de %1 forma parte de un chip óptimo, pero girada de otra forma.</translation>
    </message>
    <message>
        <source>A best chip has %1 on %2.</source>
        <translation>Un chip óptimo tiene %1 en %2.</translation>
    </message>
    <message>
        <source>Microchip</source>
        <translation>Microchip</translation>
    </message>
    <message>
        <source>Draft circuit tiles and wire the best closed microchip on your 5×5 board.</source>
        <translation>Elige losetas de circuito y cablea el mejor microchip cerrado en tu placa de 5×5.</translation>
    </message>
    <message>
        <source>15–25 min</source>
        <translation>15–25 min</translation>
    </message>
    <message>
        <source>Improve after others finish</source>
        <translation>Mejorar cuando otros terminan</translation>
    </message>
    <message>
        <source>A player below a higher posted score gets the Finish button back, or may concede.</source>
        <translation>Quien queda por debajo de una puntuación anunciada mayor recupera «Terminar» o puede rendirse.</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Placas</translation>
    </message>
    <message>
        <source>Empty: drawn at random. Or one board letter per seat in seat order (%1–%2), e.g. CAE</source>
        <translation>Vacío: al azar. O una letra de placa por asiento, en orden (%1–%2), p. ej. CAE</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Amarillo</translation>
    </message>
    <message>
        <source>Pink</source>
        <translation>Rosa</translation>
    </message>
    <message>
        <source>There is no board &apos;%1&apos;: type letters %2 to %3, or random.</source>
        <translation>No hay placa «%1»: escribe letras de la %2 a la %3, o random.</translation>
    </message>
    <message>
        <source>Board %1 is chosen twice: each player needs a different board.</source>
        <translation>La placa %1 está elegida dos veces: cada jugador necesita una placa distinta.</translation>
    </message>
    <message numerus="yes">
        <source>%n board(s) for %1 players: type one letter per player (%2 to %3), or random.</source>
        <translation>
            <numerusform>%n placa para %1 jugadores: escribe una letra por jugador (%2 a %3), o random.</numerusform>
            <numerusform>%n placas para %1 jugadores: escribe una letra por jugador (%2 a %3), o random.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rotate</source>
        <translation>Girar</translation>
    </message>
    <message>
        <source>Rotate</source>
        <comment>short</comment>
        <translation>Girar</translation>
    </message>
    <message>
        <source>Rotate: turn the selected tile clockwise (R)</source>
        <translation>Girar: gira la loseta elegida en sentido horario (R)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Remove</source>
        <comment>short</comment>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Remove: return the selected tile to the tray (Delete)</source>
        <translation>Quitar: devuelve la loseta elegida a la bandeja (Supr)</translation>
    </message>
    <message>
        <source>Deselect</source>
        <translation>Soltar</translation>
    </message>
    <message>
        <source>Deselect</source>
        <comment>short</comment>
        <translation>Soltar</translation>
    </message>
    <message>
        <source>Deselect: put the selected tile down, or hide the hint (Escape)</source>
        <translation>Soltar: deja la loseta elegida o esconde la pista (Esc)</translation>
    </message>
    <message>
        <source>Clear board</source>
        <translation>Vaciar placa</translation>
    </message>
    <message>
        <source>Clear</source>
        <comment>short</comment>
        <translation>Vaciar</translation>
    </message>
    <message>
        <source>Clear board: take every tile on the board back to the tray (no key; asks first)</source>
        <translation>Vaciar placa: devuelve todas las losetas de la placa a la bandeja (sin tecla; pregunta antes)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Hint</source>
        <comment>short</comment>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Hint: show a better arrangement as a ghost on your board (no key)</source>
        <translation>Pista: muestra una disposición mejor como sombra en tu placa (sin tecla)</translation>
    </message>
    <message>
        <source>Apply hint</source>
        <translation>Aplicar pista</translation>
    </message>
    <message>
        <source>Apply</source>
        <comment>short</comment>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>Apply hint: arrange your board like the ghost, one undo step (no key)</source>
        <translation>Aplicar pista: dispone tu placa como la sombra, un solo paso para deshacer (sin tecla)</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Terminar</translation>
    </message>
    <message>
        <source>Finish</source>
        <comment>short</comment>
        <translation>Terminar</translation>
    </message>
    <message>
        <source>Finish: post your score (no key)</source>
        <translation>Terminar: anuncia tu puntuación (sin tecla)</translation>
    </message>
    <message>
        <source>Resume building</source>
        <translation>Seguir construyendo</translation>
    </message>
    <message>
        <source>Resume</source>
        <comment>short</comment>
        <translation>Seguir</translation>
    </message>
    <message>
        <source>Resume building: take your posted score back and change your board (no key)</source>
        <translation>Seguir construyendo: retira tu puntuación anunciada y cambia tu placa (sin tecla)</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Rendirse</translation>
    </message>
    <message>
        <source>Concede</source>
        <comment>short</comment>
        <translation>Rendirse</translation>
    </message>
    <message>
        <source>Concede: stay at your score below a higher posted one (no key; asks first)</source>
        <translation>Rendirse: quedarte con tu puntuación, por debajo de una anunciada mayor (sin tecla; pregunta antes)</translation>
    </message>
    <message>
        <source>%1 has posted %2. Improve your chip and press Finish again, or Concede at %3.</source>
        <translation>%1 ha anunciado %2. Mejora tu chip y pulsa «Terminar» otra vez, o ríndete con %3.</translation>
    </message>
    <message>
        <source>%1 has posted %2. Improve your chip and press Finish, or Concede at %3.</source>
        <translation>%1 ha anunciado %2. Mejora tu chip y pulsa «Terminar», o ríndete con %3.</translation>
    </message>
    <message>
        <source>Your turn: drag a tile from the lit column to your tray or board.</source>
        <translation>Te toca: arrastra una loseta de la columna iluminada a tu bandeja o a tu placa.</translation>
    </message>
    <message>
        <source>%1 drafts now; arrange your board meanwhile.</source>
        <translation>%1 está eligiendo; mientras, ordena tu placa.</translation>
    </message>
    <message>
        <source>Conceded at %1.</source>
        <translation>Rendido con %1.</translation>
    </message>
    <message>
        <source>Finished: %1 posted. Resume building to change it.</source>
        <translation>Terminado: %1 anunciados. «Seguir construyendo» para cambiarlo.</translation>
    </message>
    <message>
        <source>Finished: %1 posted.</source>
        <translation>Terminado: %1 anunciados.</translation>
    </message>
    <message>
        <source>Arrange your best chip, then press Finish.</source>
        <translation>Monta tu mejor chip y luego pulsa «Terminar».</translation>
    </message>
    <message>
        <source>Drag tiles onto your board; click a placed tile to pick it up, again to turn it.</source>
        <translation>Arrastra losetas a tu placa; pulsa una colocada para cogerla y otra vez para girarla.</translation>
    </message>
    <message>
        <source>arrange your chip</source>
        <translation>monta tu chip</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>partida terminada</translation>
    </message>
    <message>
        <source>your turn to draft</source>
        <translation>te toca elegir</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>te toca</translation>
    </message>
    <message>
        <source>%1 drafts</source>
        <translation>%1 elige</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>esperando</translation>
    </message>
    <message>
        <source>%1 posted %2: Finish again or Concede</source>
        <translation>%1 anunció %2: «Terminar» otra vez o rendirse</translation>
    </message>
    <message>
        <source>%1 posted %2: Finish or Concede</source>
        <translation>%1 anunció %2: «Terminar» o rendirse</translation>
    </message>
    <message>
        <source>Below %1&apos;s %2</source>
        <translation>Bajo los %2 de %1</translation>
    </message>
    <message>
        <source>finished · %1</source>
        <translation>terminado · %1</translation>
    </message>
    <message>
        <source>conceded · %1</source>
        <translation>rendido · %1</translation>
    </message>
    <message>
        <source>building: Finish when ready</source>
        <translation>construyendo: «Terminar» al acabar</translation>
    </message>
    <message>
        <source>Click a small card to see its board large.</source>
        <translation>Pulsa una ficha pequeña para ver su placa en grande.</translation>
    </message>
    <message>
        <source>%1: drag a tile from the lit column to your tray or onto your board.</source>
        <translation>%1: arrastra una loseta de la columna iluminada a tu bandeja o a tu placa.</translation>
    </message>
    <message>
        <source>%1 is choosing a tile from the lit column.</source>
        <translation>%1 está eligiendo una loseta de la columna iluminada.</translation>
    </message>
    <message>
        <source>Everyone may arrange their own board at any time.</source>
        <translation>Cada uno puede ordenar su placa en cualquier momento.</translation>
    </message>
    <message>
        <source>Building · every tile is yours</source>
        <translation>Construcción · todas las losetas son tuyas</translation>
    </message>
    <message>
        <source>Arrange the best microchip you can from your tiles.</source>
        <translation>Monta el mejor microchip que puedas con tus losetas.</translation>
    </message>
    <message>
        <source>Arrange your best microchip, then press Finish.</source>
        <translation>Monta tu mejor microchip y luego pulsa «Terminar».</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partida terminada</translation>
    </message>
    <message>
        <source>Drafting · %1&apos;s turn</source>
        <translation>Selección · turno de %1</translation>
    </message>
    <message>
        <source>Building · the pool is empty</source>
        <translation>Construcción · reserva vacía</translation>
    </message>
    <message>
        <source>Still building: %1.</source>
        <translation>Aún construyen: %1.</translation>
    </message>
    <message>
        <source>%1 to draft from column %2.</source>
        <translation>%1 elige de la columna %2.</translation>
    </message>
    <message>
        <source>%1 to draft.</source>
        <translation>%1 elige.</translation>
    </message>
    <message>
        <source>Winner: %1.</source>
        <translation>Ganador: %1.</translation>
    </message>
    <message>
        <source>Shared win: %1.</source>
        <translation>Victoria compartida: %1.</translation>
    </message>
    <message>
        <source>winner · %1</source>
        <translation>ganador · %1</translation>
    </message>
    <message>
        <source>drafting now</source>
        <translation>eligiendo</translation>
    </message>
    <message>
        <source>building</source>
        <translation>construyendo</translation>
    </message>
    <message>
        <source>2nd · %1</source>
        <translation>2.º · %1</translation>
    </message>
    <message>
        <source>3rd · %1</source>
        <translation>3.º · %1</translation>
    </message>
    <message>
        <source>4th · %1</source>
        <translation>4.º · %1</translation>
    </message>
    <message>
        <source>5th · %1</source>
        <translation>5.º · %1</translation>
    </message>
    <message numerus="yes">
        <source>Take all %n tile(s) on %1&apos;s board back to the tray?</source>
        <translation>
            <numerusform>¿Devolver a la bandeja la única loseta de la placa de %1?</numerusform>
            <numerusform>¿Devolver a la bandeja las %n losetas de la placa de %1?</numerusform>
        </translation>
    </message>
    <message>
        <source>Your Finish came back. %1</source>
        <translation>Tu «Terminar» ha vuelto. %1</translation>
    </message>
    <message>
        <source>Concede at %1? %2&apos;s score is then locked in.</source>
        <translation>¿Rendirse con %1? La puntuación de %2 será definitiva.</translation>
    </message>
    <message>
        <source>No better arrangement found: your board is as good as it gets for now.</source>
        <translation>No hay una disposición mejor: tu placa es lo mejor posible por ahora.</translation>
    </message>
    <message>
        <source>Hint: the small board beside yours scores %1 (now %2). Press Apply hint to take it.</source>
        <translation>Pista: la placa pequeña junto a la tuya da %1 (ahora %2). Pulsa «Aplicar pista» para usarla.</translation>
    </message>
    <message>
        <source>Hint applied: %1 now scores %2.</source>
        <translation>Pista aplicada: %1 tiene ahora %2.</translation>
    </message>
    <message>
        <source>Hint for %1: %2 (now %3)</source>
        <translation>Pista para %1: %2 (ahora %3)</translation>
    </message>
    <message>
        <source>Outlined: what would change</source>
        <translation>Con contorno: lo que cambiaría</translation>
    </message>
    <message>
        <source>Tile picked up: click it again (or press R, or right-click) to turn it, click a space to move or swap it; Remove puts it back in the tray.</source>
        <translation>Loseta cogida: púlsala otra vez (o R, o clic derecho) para girarla, pulsa una casilla para moverla o cambiarla; «Quitar» la devuelve a la bandeja.</translation>
    </message>
    <message>
        <source>You cannot move that tile now.</source>
        <translation>Ahora no puedes mover esa loseta.</translation>
    </message>
    <message>
        <source>Take a tile from column %1, the lit column.</source>
        <translation>Toma una loseta de la columna %1, la iluminada.</translation>
    </message>
    <message>
        <source>error</source>
        <translation>error</translation>
    </message>
    <message>
        <source>open wire</source>
        <translation>cable abierto</translation>
    </message>
    <message>
        <source>scoring microchip</source>
        <translation>chip puntuado</translation>
    </message>
    <message>
        <source>There is no tile here to pick up.</source>
        <translation>Aquí no hay ninguna loseta que coger.</translation>
    </message>
    <message>
        <source>Keyboard: arrows move, Enter picks up and drops, R turns, Delete returns to the tray, Escape cancels.</source>
        <translation>Teclado: las flechas mueven, Intro coge y suelta, R gira, Supr devuelve a la bandeja, Esc cancela.</translation>
    </message>
    <message>
        <source>Drop the tile on a space of your board or in your tray.</source>
        <translation>Suelta la loseta en una casilla de tu placa o en tu bandeja.</translation>
    </message>
    <message>
        <source>The draft is over.</source>
        <translation>La selección ha terminado.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn to draft: the tile goes to %1&apos;s tray or board.</source>
        <translation>Le toca elegir a %1: la loseta va a la bandeja o a la placa de %1.</translation>
    </message>
    <message>
        <source>That is %1&apos;s tray: arrange only your own.</source>
        <translation>Esa es la bandeja de %1: ordena solo la tuya.</translation>
    </message>
    <message>
        <source>That is %1&apos;s board: arrange only your own.</source>
        <translation>Esa es la placa de %1: ordena solo la tuya.</translation>
    </message>
    <message>
        <source>That is %1&apos;s board: a bot arranges it.</source>
        <translation>Esa es la placa de %1: la ordena el ordenador.</translation>
    </message>
    <message>
        <source>Please wait a moment.</source>
        <translation>Espera un momento.</translation>
    </message>
    <message>
        <source>You cannot change this board now.</source>
        <translation>Ahora no puedes cambiar esta placa.</translation>
    </message>
    <message>
        <source>%1 tie on %2 points; %3 wins the tie-break with the most tiles in the microchip (%4).</source>
        <translation>%1 empatan a %2 puntos; %3 gana el desempate con más losetas en el microchip (%4).</translation>
    </message>
    <message>
        <source>%1 tie on %2 points with equally large microchips (%3): the victory is shared.</source>
        <translation>%1 empatan a %2 puntos con microchips igual de grandes (%3): la victoria es compartida.</translation>
    </message>
    <message>
        <source>no closed microchip: 0 − 2 × %1 outside = %2</source>
        <translation>ningún microchip cerrado: 0 − 2 × %1 fuera = %2</translation>
    </message>
    <message>
        <source>%1 links − 2 × %2 outside = %3</source>
        <translation>%1 conexiones − 2 × %2 fuera = %3</translation>
    </message>
    <message>
        <source>badges: %1, %2</source>
        <translation>marcas: %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n open wire(s)</source>
        <translation>
            <numerusform>%n cable abierto</numerusform>
            <numerusform>%n cables abiertos</numerusform>
        </translation>
    </message>
    <message>
        <source>badges: %1</source>
        <translation>marcas: %1</translation>
    </message>
    <message>
        <source>no badges</source>
        <translation>sin marcas</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <source>chip of %n tile(s)</source>
        <translation>
            <numerusform>chip de %n loseta</numerusform>
            <numerusform>chip de %n losetas</numerusform>
        </translation>
    </message>
    <message>
        <source>no closed microchip</source>
        <translation>ningún microchip cerrado</translation>
    </message>
    <message>
        <source>Each connection in your microchip scores 1; every other tile you own costs 2.</source>
        <translation>Cada conexión de tu microchip suma 1; cada otra loseta tuya resta 2.</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left</source>
        <translation>
            <numerusform>queda %n loseta</numerusform>
            <numerusform>quedan %n losetas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · drafting from column %2</source>
        <translation>%1 · se elige de la columna %2</translation>
    </message>
    <message>
        <source>%1 · take from column %2</source>
        <translation>%1 · toma de la columna %2</translation>
    </message>
    <message>
        <source>%1 · column %2</source>
        <translation>%1 · columna %2</translation>
    </message>
    <message>
        <source>chip of %1 · %2 outside</source>
        <translation>chip de %1 · %2 fuera</translation>
    </message>
    <message>
        <source>no chip · %1 outside</source>
        <translation>sin chip · %1 fuera</translation>
    </message>
    <message>
        <source>The pool</source>
        <translation>La reserva</translation>
    </message>
    <message>
        <source>%1 bot · board %2</source>
        <translation>ordenador (%1) · placa %2</translation>
    </message>
    <message>
        <source>person · board %1</source>
        <translation>persona · placa %1</translation>
    </message>
    <message>
        <source>Tray</source>
        <translation>Bandeja</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>−%n point(s)</source>
        <translation>
            <numerusform>−%n punto</numerusform>
            <numerusform>−%n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>-%n point(s)</source>
        <translation>
            <numerusform>-%n punto</numerusform>
            <numerusform>-%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>best final score expected with the tiles drafted</source>
        <translation>mejor puntuación final esperada con las losetas tomadas</translation>
    </message>
    <message>
        <source>points</source>
        <comment>what a move&apos;s loss is counted in</comment>
        <translation>puntos</translation>
    </message>
    <message numerus="yes">
        <source>the best arrangement of these tiles, %n point(s)</source>
        <translation>
            <numerusform>la mejor disposición de estas losetas, %n punto</numerusform>
            <numerusform>la mejor disposición de estas losetas, %n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n connection(s)</source>
        <translation>
            <numerusform>%n conexión</numerusform>
            <numerusform>%n conexiones</numerusform>
        </translation>
    </message>
    <message>
        <source>Best possible with your tiles: %1
you made it</source>
        <translation>Lo mejor posible con tus losetas: %1
lo has conseguido</translation>
    </message>
    <message>
        <source>Best possible with your tiles: %1
you scored %2</source>
        <translation>Lo mejor posible con tus losetas: %1
has obtenido %2</translation>
    </message>
    <message>
        <source>Best %1 · made it</source>
        <translation>Mejor %1 · logrado</translation>
    </message>
    <message>
        <source>Best %1 · scored %2</source>
        <translation>Mejor %1 · obtenido %2</translation>
    </message>
</context>
</TS>
