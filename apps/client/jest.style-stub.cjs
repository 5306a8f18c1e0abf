// Style sheets imported by components: node cannot load them and unit tests draw no styles.
module.exports = {};
