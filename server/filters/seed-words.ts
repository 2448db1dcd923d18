// Words the catalogue seed combines into titles (Spanish titles, English originals), so that searches by
// title find a realistic spread of contents.

export const TITLE_HEADS = [
  "El último",
  "La noche del",
  "Los secretos del",
  "La sombra del",
  "El regreso del",
  "La leyenda del",
  "El silencio del",
  "La hija del",
  "El camino del",
  "La caída del",
  "El guardián del",
  "La memoria del",
  "El viaje del",
  "La ciudad del",
  "El misterio del",
  "La promesa del",
] as const;

export const TITLE_TAILS = [
  "desierto",
  "océano",
  "invierno",
  "fuego",
  "tiempo",
  "río",
  "bosque",
  "volcán",
  "norte",
  "sur",
  "horizonte",
  "destino",
  "faro",
  "laberinto",
  "puerto",
  "eclipse",
  "jaguar",
  "cóndor",
  "valle",
  "abismo",
] as const;

export const ORIGINAL_HEADS = [
  "The Last",
  "Night of the",
  "Secrets of the",
  "Shadow of the",
  "Return of the",
  "Legend of the",
  "Silence of the",
  "Daughter of the",
  "Road of the",
  "Fall of the",
  "Keeper of the",
  "Memory of the",
  "Journey of the",
  "City of the",
  "Mystery of the",
  "Promise of the",
] as const;

export const ORIGINAL_TAILS = [
  "Desert",
  "Ocean",
  "Winter",
  "Fire",
  "Time",
  "River",
  "Forest",
  "Volcano",
  "North",
  "South",
  "Horizon",
  "Fate",
  "Lighthouse",
  "Maze",
  "Harbour",
  "Eclipse",
  "Jaguar",
  "Condor",
  "Valley",
  "Abyss",
] as const;

export const SERIES_WORDS = [
  "Crónicas de",
  "Historias de",
  "Detectives de",
  "Familia",
  "Hospital",
  "Guardianes de",
  "Rutas de",
  "Cocina de",
] as const;

export const PLACES = [
  "Monterrey",
  "Guadalajara",
  "Bogotá",
  "Santiago",
  "Lima",
  "Buenos Aires",
  "Quito",
  "Oaxaca",
  "Cartagena",
  "Valparaíso",
  "Cusco",
  "Mérida",
  "Medellín",
  "Rosario",
  "Puebla",
  "Veracruz",
] as const;

export const EPISODE_WORDS = [
  "Piloto",
  "El encuentro",
  "La decisión",
  "Sin salida",
  "Revelaciones",
  "El pacto",
  "La huida",
  "Cara a cara",
  "El juicio",
  "Despedidas",
  "Nuevos aires",
  "Final",
] as const;

export const SONG_WORDS = [
  "Amor",
  "Corazón",
  "Noche",
  "Luna",
  "Baila",
  "Contigo",
  "Sin ti",
  "Mi tierra",
  "Volver",
  "Fiesta",
  "Cielo",
  "Tequila",
  "Mar",
  "Besos",
  "Camino",
  "Libre",
] as const;

export const STUDIOS = [
  "Estudio Abbey",
  "Estudios Churubusco",
  "Sonic Ranch",
  "Estudio 19",
  "La Casa Azul",
] as const;

export const TALENT_ROLES = [
  "Actriz",
  "Actor",
  "Director",
  "Directora",
  "Cantante",
  "Compositor",
  "Productora",
] as const;

export const FILTER_TOPICS = [
  "Estrenos",
  "Lo más visto",
  "Recomendados",
  "Clásicos",
  "Para toda la familia",
  "Maratón",
  "Novedades",
  "Premiados",
] as const;
